// /m/voucherCenter, the deposit page (docs/money.md, "Deposit channels", "Deposit: the two ways"),
// and /m/voucherCenter/result, where a gateway payment comes back: one module, the view by path.

import { useLocation } from 'wouter-preact';
import { DepositForm } from './DepositForm';
import { DepositResult } from './DepositResult';

export default function DepositPage() {
  const [path] = useLocation();
  return path.replace(/\/+$/, '').endsWith('/result') ? <DepositResult /> : <DepositForm />;
}
