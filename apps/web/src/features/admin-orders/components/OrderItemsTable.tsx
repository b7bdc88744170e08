import Table from 'react-bootstrap/Table';
import type { OrderItem } from '@shop/contract';
import { orderItemQrValue } from '@shop/contract/order-options';
import { qrImageUrl } from '../../../lib/qr-image';
import { formatMoney } from '../../../lib/format';

/** The order's lines, each with its QR code (order, item, product, quantity, price, SKU, package). */
export function OrderItemsTable({ orderId, items }: { orderId: number; items: OrderItem[] }) {
  return (
    <Table responsive size="sm" className="align-middle mb-0 position-relative">
      <thead className="table-light">
        <tr>
          <th scope="col">QR</th>
          <th scope="col">Product</th>
          <th scope="col">Package</th>
          <th scope="col">SKU</th>
          <th scope="col" className="text-end">
            Qty
          </th>
          <th scope="col" className="text-end">
            Unit price
          </th>
          <th scope="col" className="text-end">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td>
              <img
                src={qrImageUrl(orderItemQrValue(orderId, item), 120)}
                alt={`QR code for ${item.productName}`}
                width={60}
                height={60}
                loading="lazy"
              />
            </td>
            <td className="text-break" style={{ minWidth: '10rem' }}>
              {item.productName}
            </td>
            <td>{item.packageName || 'Standard'}</td>
            <td className="text-nowrap">{item.sku}</td>
            <td className="text-end">{item.quantity}</td>
            <td className="text-end text-nowrap">{formatMoney(item.unitPrice)}</td>
            <td className="text-end text-nowrap">{formatMoney(item.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
