// /m/voucherCenter, the deposit page (docs/money.md, "Deposit channels", "Deposit: the two ways").
// Where a gateway payment comes back, /m/voucherCenter/result, is a module of its own
// (routes/deposit-result/): this one, the most visited money page, stays small.

export { DepositForm as default } from './DepositForm';
