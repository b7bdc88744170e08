import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { OrderTotals } from './OrderTotals';

const totals = { subtotal: 200, taxRate: 0.08375, tax: 16.75, shipping: 10, total: 226.75 };

describe('an order’s totals', () => {
  it('names what returns gave back and what is still owed, each only when there is any', () => {
    const { rerender } = render(<OrderTotals {...totals} />);
    expect(screen.getByTestId('order-total')).toHaveTextContent('$226.75');
    expect(screen.queryByText('Refunded amount')).not.toBeInTheDocument();
    expect(screen.queryByText('Balance due')).not.toBeInTheDocument();

    rerender(<OrderTotals {...totals} refunded={108.37} balanceDue={20} />);
    expect(screen.getByTestId('refunded-amount')).toHaveTextContent('-$108.37');
    expect(screen.getByTestId('balance-due')).toHaveTextContent('$20.00');
  });
});
