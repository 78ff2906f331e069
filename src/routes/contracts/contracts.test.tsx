// The contract pages in BN and EN: the terms, signing after the confirmation (the answer's view
// replaces the page), a refusal that says why and loads again, the payment history, and the
// dividends page's periods with their states.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { fetchContract, type ContractPeriod, type ContractTerms, type ContractView } from '@/api/contract-terms';
import { ApiError } from '@/api/errors';
import { ConfirmDialog } from '@/components/confirm-dialog/ConfirmDialog';
import { session } from '@/state/session';
import { answerConfirm, confirmRequest, toasts } from '@/state/ui';
import { renderWithI18n } from '../../../tests/render';
import { ContractPage } from './ContractPage';
import { DividendsPage } from './DividendsPage';

vi.mock('@/api/contract-terms', () => ({ fetchContract: vi.fn() }));

const terms: ContractTerms = {
  id: 7,
  kind: 'daily',
  status: 'pending',
  tiers: [{ from: 50000, pay: 500 }],
  startsOn: '2026-11-27',
  offeredAt: '',
  answeredAt: null,
};
const paid: ContractPeriod = { period: '2026-11-27', teamStake: 60000, teamNet: 1200, tierPay: 500, amount: 500, state: 'paid' };
const pendingView: ContractView = { contract: { ...terms }, periods: [] };

function Dialog() {
  const req = confirmRequest.value;
  return req ? <ConfirmDialog {...req} onAnswer={answerConfirm} /> : null;
}

beforeEach(() => {
  vi.mocked(fetchContract).mockReset();
  confirmRequest.value = null;
  session.value = { token: 'tok', merchantCode: 'bdm01', userName: 'agent01', type: 1, firstTimeLogin: false };
});

describe.each([
  ['en', 'Offered: waiting for your answer', 'Sign', 'Signed', 'Payment history'],
  ['bn', 'প্রস্তাবিত: আপনার উত্তরের অপেক্ষায়', 'স্বাক্ষর করুন', 'স্বাক্ষরিত', 'পেমেন্টের ইতিহাস'],
] as const)('a contract page (%s)', (locale, offered, sign, signed, history) => {
  it('signs the pending offer after the confirmation, by its id, and shows the answer', async () => {
    vi.mocked(fetchContract)
      .mockResolvedValueOnce(pendingView)
      .mockResolvedValueOnce({ contract: { ...terms, status: 'signed' }, periods: [paid] });
    await renderWithI18n(
      <>
        <ContractPage kind="daily" />
        <Dialog />
      </>,
      locale,
    );
    expect(await screen.findByTestId('contract-state')).toHaveTextContent(offered);
    expect(screen.getByText(history)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: sign }));
    expect(fetchContract).toHaveBeenCalledTimes(1); // nothing before the confirmation
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getAllByRole('button', { name: sign }).at(-1)!);
    await waitFor(() => expect(screen.getByTestId('contract-state')).toHaveTextContent(signed));
    expect(fetchContract).toHaveBeenLastCalledWith('daily', undefined, { action: 'sign', id: 7 });
    expect(screen.queryByRole('button', { name: sign })).toBeNull();
    expect(screen.getByTestId('contract-payments').querySelectorAll('li')).toHaveLength(1);
  });
});

describe('contract pages', () => {
  it('a refused answer says why and loads the contract again', async () => {
    vi.mocked(fetchContract)
      .mockResolvedValueOnce(pendingView)
      .mockRejectedValueOnce(new ApiError(409, 'contract.not.pending', 'This contract has already been answered.'))
      .mockResolvedValueOnce({ contract: { ...terms, status: 'declined' }, periods: [] });
    await renderWithI18n(
      <>
        <ContractPage kind="daily" />
        <Dialog />
      </>,
      'en',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getAllByRole('button', { name: 'Decline' }).at(-1)!);
    await waitFor(() => expect(screen.getByTestId('contract-state')).toHaveTextContent('Declined'));
    expect(toasts.value.some((t) => t.text === 'This contract has already been answered.')).toBe(true);
  });

  it('says when no contract was offered', async () => {
    vi.mocked(fetchContract).mockResolvedValue({ contract: null, periods: [] });
    await renderWithI18n(<ContractPage kind="hourly" />, 'en');
    expect(await screen.findByText('No contract of this kind has been offered to you.')).toBeInTheDocument();
    expect(fetchContract).toHaveBeenCalledWith('hourly', expect.anything());
  });

  it('the dividends page lists every period with its state', async () => {
    vi.mocked(fetchContract).mockResolvedValue({
      contract: { ...terms, kind: 'dividend', status: 'signed' },
      periods: [
        { period: '2026-11-16..2026-11-30', teamStake: 100, teamNet: 50, tierPay: 30, amount: 15, state: 'pending' },
        { ...paid, period: '2026-11-01..2026-11-15', tierPay: 40, amount: 480 },
        { ...paid, period: '2026-10-16..2026-10-31', teamNet: -20, tierPay: 0, amount: 0, state: 'none' },
      ],
    });
    await renderWithI18n(<DividendsPage />, 'en');
    const items = (await screen.findByTestId('dividend-periods')).querySelectorAll('li');
    expect([...items].map((li) => li.textContent)).toEqual([
      expect.stringMatching(/Nov 16, 2026 – Nov 30, 2026.*Team net loss ৳50\.00.*Rate 30%.*৳15\.00.*Pending/),
      expect.stringMatching(/Team net loss ৳1,200\.00.*Rate 40%.*৳480\.00.*Paid/),
      expect.stringMatching(/Team net win ৳20\.00.*Rate 0%.*৳0\.00.*No dividend/),
    ]);
    expect(fetchContract).toHaveBeenCalledWith('dividend', expect.anything());
  });
});
