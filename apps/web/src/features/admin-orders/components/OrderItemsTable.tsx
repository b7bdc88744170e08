import Table from 'react-bootstrap/Table';
import type { OrderItem } from '@shop/contract';
import { orderItemQrValue } from '@shop/contract/order-options';
import { qrImageUrl } from '../../../lib/qr-image';
import { LINE_PRICE_COLUMNS, LinePriceCells } from '../../../components/order/OrderCells';
import { TableHead } from '../../../components/list/TableParts';

/** The order's lines, each with its QR code (order, item, product, quantity, price, SKU, package). */
export function OrderItemsTable({ orderId, items }: { orderId: number; items: OrderItem[] }) {
  return (
    <Table responsive size="sm" className="align-middle mb-0 position-relative">
      <TableHead
        className="table-light"
        columns={['QR', 'Product', 'Package', 'SKU', ...LINE_PRICE_COLUMNS]}
      />
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td>
              <img
                src={qrImageUrl(orderItemQrValue(orderId, item), 120)}
                alt={`QR code for ${item.product_name}`}
                width={60}
                height={60}
                loading="lazy"
              />
            </td>
            <td className="text-break" style={{ minWidth: '10rem' }}>
              {item.product_name}
            </td>
            <td>{item.package_name || 'Standard'}</td>
            <td className="text-nowrap">{item.sku}</td>
            <LinePriceCells item={item} />
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
