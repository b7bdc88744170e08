/** Why an order could not be made from a successful payment; the payment is refunded. */
export class OrderRefused extends Error {
  constructor(readonly customerMessage: string) {
    super(customerMessage);
  }
}
