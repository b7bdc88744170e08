import Table from 'react-bootstrap/Table';
import type { AdminStats } from '@shop/contract';
import { DashboardPanel, PanelEmpty } from './DashboardPanel';
import { ScrollRegion } from '../../../components/ui/ScrollRegion';
import { formatCount } from '../../../lib/format';

/** The most viewed public pages of the last 30 days. */
export function TopPagesTable({ pages }: { pages: AdminStats['topPages'] }) {
  return (
    <DashboardPanel id="top-pages-heading" title="Top Pages" icon="eye">
      {pages.length === 0 ? (
        <PanelEmpty>No page views yet</PanelEmpty>
      ) : (
        <ScrollRegion label="Top Pages table">
          <Table hover className="mb-0 align-middle small">
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col" className="text-end">
                  Views
                </th>
              </tr>
            </thead>
            <tbody>
              {pages.map((page) => (
                <tr key={page.path}>
                  <td className="font-monospace text-break">{page.path}</td>
                  <td className="text-end">{formatCount(page.views)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      )}
    </DashboardPanel>
  );
}
