import { act, render, screen } from '@testing-library/react';
import { initI18n, useFormatMoney } from '@site/shared/i18n';

function Balance({ amount }: { amount: number | null }) {
  const formatMoney = useFormatMoney();
  return <p data-testid="amount">{formatMoney(amount, 'VND')}</p>;
}

afterEach(async () => {
  await initI18n('vi_VN');
});

describe('useFormatMoney: amounts in the page language (SPEC §9)', () => {
  it('writes the amount the way the page language does, and follows a language change', async () => {
    await initI18n('vi_VN');
    render(<Balance amount={5_000_000} />);
    expect(screen.getByTestId('amount').textContent).toBe('5.000.000\u00a0₫');
    await act(() => initI18n('en_US'));
    expect(screen.getByTestId('amount').textContent).toBe('₫5,000,000');
  });

  it('a balance still loading is a dash in every language', () => {
    render(<Balance amount={null} />);
    expect(screen.getByTestId('amount')).toHaveTextContent('—');
  });
});
