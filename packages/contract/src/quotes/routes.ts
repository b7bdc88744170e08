// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import { route } from '../route.ts';
import type * as endpoints from './endpoints.ts';

export const createQuote = route<typeof endpoints.createQuote>('POST', '/admin/quotes', { money: { body: ['discount', 'lines.*.unitPrice'], reply: ['quote.lines.*.lineTotal', 'quote.lines.*.listPrice', 'quote.lines.*.unitPrice', 'quote.order.total', 'quote.total', 'quote.totals.discount', 'quote.totals.subtotal', 'quote.totals.tax', 'quote.totals.total'] } });
export const declineQuote = route<typeof endpoints.declineQuote>('POST', '/quotes/:token/decline');
export const deleteQuote = route<typeof endpoints.deleteQuote>('DELETE', '/admin/quotes/:id');
export const downloadQuotePdf = route<typeof endpoints.downloadQuotePdf>('GET', '/admin/quotes/:id/pdf', { file: true });
export const getQuote = route<typeof endpoints.getQuote>('GET', '/admin/quotes/:id', { money: { reply: ['quote.lines.*.lineTotal', 'quote.lines.*.listPrice', 'quote.lines.*.unitPrice', 'quote.order.total', 'quote.total', 'quote.totals.discount', 'quote.totals.subtotal', 'quote.totals.tax', 'quote.totals.total'] } });
export const getQuotePrefill = route<typeof endpoints.getQuotePrefill>('GET', '/admin/quotes/prefill', { money: { reply: ['lines.*.lineTotal', 'lines.*.listPrice', 'lines.*.unitPrice'] } });
export const listQuotes = route<typeof endpoints.listQuotes>('GET', '/admin/quotes', { money: { reply: ['quotes.*.total'] } });
export const placeQuoteOrder = route<typeof endpoints.placeQuoteOrder>('POST', '/quotes/:token/order', { money: { reply: ['order.balance_due', 'order.items.*.line_total', 'order.items.*.unit_price', 'order.refunded_amount', 'order.shipping_cost', 'order.subtotal', 'order.tax_amount', 'order.total_amount'] } });
export const previewQuote = route<typeof endpoints.previewQuote>('POST', '/admin/quotes/preview', { money: { body: ['discount', 'lines.*.unitPrice'], reply: ['lines.*.lineTotal', 'lines.*.listPrice', 'lines.*.unitPrice', 'totals.discount', 'totals.subtotal', 'totals.tax', 'totals.total'] } });
export const sendQuote = route<typeof endpoints.sendQuote>('POST', '/admin/quotes/:id/send', { money: { reply: ['quote.lines.*.lineTotal', 'quote.lines.*.listPrice', 'quote.lines.*.unitPrice', 'quote.order.total', 'quote.total', 'quote.totals.discount', 'quote.totals.subtotal', 'quote.totals.tax', 'quote.totals.total'] } });
export const settleBalance = route<typeof endpoints.settleBalance>('POST', '/customer/orders/:id/balance', { money: { reply: ['order.balance_due', 'order.items.*.line_total', 'order.items.*.unit_price', 'order.refunded_amount', 'order.shipping_cost', 'order.subtotal', 'order.tax_amount', 'order.total_amount'] } });
export const startBalancePayment = route<typeof endpoints.startBalancePayment>('POST', '/customer/orders/:id/balance-intent', { money: { reply: ['totals.shipping', 'totals.subtotal', 'totals.tax', 'totals.total'] } });
export const startQuotePayment = route<typeof endpoints.startQuotePayment>('POST', '/quotes/:token/payment-intent', { money: { reply: ['totals.shipping', 'totals.subtotal', 'totals.tax', 'totals.total'] } });
export const updateQuote = route<typeof endpoints.updateQuote>('PUT', '/admin/quotes/:id', { money: { body: ['discount', 'lines.*.unitPrice'], reply: ['quote.lines.*.lineTotal', 'quote.lines.*.listPrice', 'quote.lines.*.unitPrice', 'quote.order.total', 'quote.total', 'quote.totals.discount', 'quote.totals.subtotal', 'quote.totals.tax', 'quote.totals.total'] } });
export const viewQuoteLink = route<typeof endpoints.viewQuoteLink>('GET', '/quotes/:token', { money: { reply: ['quote.deposit', 'quote.discount', 'quote.lines.*.lineTotal', 'quote.lines.*.unitPrice', 'quote.subtotal', 'quote.tax', 'quote.total'] } });
