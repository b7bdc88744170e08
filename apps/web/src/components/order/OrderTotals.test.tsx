import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { asCents } from '@shop/contract/money';
import { OrderTotals } from './OrderTotals';

const totals = {
  subtotal: asCents(20000),
  taxRate: 0.08375,
  tax: asCents(1675),
  shipping: asCents(1000),
  total: asCents(22675),
};

describe('an order’s totals', () => {
  it('names what returns gave back and what is still owed, each only when there is any', () => {
    const { rerender } = render(<OrderTotals {...totals} />);
    expect(screen.getByTestId('order-total')).toHaveTextContent('$226.75');
    expect(screen.queryByText('Refunded amount')).not.toBeInTheDocument();
    expect(screen.queryByText('Balance due')).not.toBeInTheDocument();

    rerender(<OrderTotals {...totals} refunded={asCents(10837)} balanceDue={asCents(2000)} />);
    expect(screen.getByTestId('refunded-amount')).toHaveTextContent('-$108.37');
    expect(screen.getByTestId('balance-due')).toHaveTextContent('$20.00');
  });
});
