// The rules of this module, in words: docs/modules/documents.md
import { PassThrough, type Readable } from 'node:stream';
import { shopDay, type AccountProfile } from '@shop/contract';
import type { AuthService } from '../auth/auth.service.ts';
import type { LeadsService } from '../leads/leads.service.ts';
import { toOrder } from '../orders/orders.mappers.ts';
import type { OrderRow, OrdersService } from '../orders/orders.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { WarehouseService } from '../warehouse/locations/warehouse.service.ts';
import { renderBillOfLadingPdf } from './bill-of-lading-pdf.ts';
import {
  renderSubscriptionInvoicePdf,
  type SubscriptionInvoicePaper,
} from './subscription-invoice-pdf.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { renderLocationLabelsPdf } from './location-labels-pdf.ts';
import { renderPickListPdf } from './pick-list-pdf.ts';
import { renderRmaLabelPdf, type RmaLabelInput } from './rma-label-pdf.ts';
import { renderQuotePdf, type QuotePdfInput } from './quote-pdf.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { Seller } from './pdf.ts';
import type { QrImages } from './qr-image.ts';
import { renderStatementPdf } from './statement-pdf.ts';

export type DocumentsService = ReturnType<typeof createDocumentsService>;

/** Today in the shop's books, as YYYY-MM-DD (the shop's day, as the statement's periods are). */
const today = () => shopDay(new Date());

/**
 * The papers of an order and of an account: invoices (one, or all in a ZIP), the account
 * statement, the bill of lading and the account's data export. Every one reads the database
 * and nothing else; ownership is checked by the orders service.
 */
export function createDocumentsService(deps: {
  orders: OrdersService;
  users: Pick<UsersService, 'findById' | 'profile' | 'addresses'>;
  auth: Pick<AuthService, 'sessionsOf'>;
  leads: Pick<LeadsService, 'sentBy'>;
  warehouse: Pick<WarehouseService, 'zone' | 'locations'>;
  qr: QrImages;
  settings: Pick<SettingsService, 'company' | 'shopName'>;
  publicUrl: string;
}) {
  const { orders, users } = deps;

  /** The shop as its settings are now: the letterhead of every paper. */
  async function seller(): Promise<Seller> {
    return { name: await deps.settings.shopName(), company: await deps.settings.company() };
  }

  /** The invoice: the order's own snapshot, the bill-to included (a document of record). */
  async function invoice(row: OrderRow) {
    const pdf = await renderInvoicePdf(row, await seller());
    return { fileName: `invoice-${row.orderNumber}.pdf`, pdf };
  }

  return {
    /** An RMA's return label, from filing on: the caller has checked whose it is. */
    async rmaLabel(rma: RmaLabelInput) {
      const pdf = await renderRmaLabelPdf(await seller(), rma, (value) => deps.qr.png(value, 300));
      return { fileName: `return-label-${rma.rmaNumber}.pdf`, pdf };
    },

    /** The label sheet of a zone's bins, or of one aisle of it, in the tree's order. */
    async locationLabels(zoneId: number, aisle: string | undefined) {
      const zone = await deps.warehouse.zone(zoneId);
      const { locations } = await deps.warehouse.locations({
        warehouse_id: zone.warehouse_id,
        zone_id: zone.id,
        aisle,
        page: 1,
        limit: 5000,
      });
      const scope = aisle ? `${zone.zone_code}-aisle-${aisle}` : zone.zone_code;
      const pdf = await renderLocationLabelsPdf(
        `Bin labels ${aisle ? `of zone ${zone.zone_code}, aisle ${aisle}` : `of zone ${zone.zone_code}`}`,
        locations,
        (value) => deps.qr.png(value, 300),
      );
      return { fileName: `bin-labels-${scope.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`, pdf };
    },

    invoiceForCustomer: async (customerId: number, orderId: number) =>
      invoice(await orders.rowForCustomer(customerId, orderId)),

    invoiceForStaff: async (orderId: number) => invoice(await orders.row(orderId)),

    /** A subscription invoice's paper (the caller has checked whose it is). */
    async subscriptionInvoice(paper: SubscriptionInvoicePaper) {
      const pdf = await renderSubscriptionInvoicePdf(paper, await seller());
      return { fileName: `invoice-${paper.number}.pdf`, pdf };
    },

    /**
     * Every invoice of the account in one ZIP, streamed: each PDF is made and added in turn,
     * so the archive starts flowing at once and holds one invoice in memory at a time.
     */
    async invoicesZip(customerId: number): Promise<{ fileName: string; stream: Readable }> {
      const rows = await orders.allForCustomer(customerId);
      // The ZIP writer is loaded by the first archive asked for, not at start.
      const { ZipArchive } = await import('archiver');
      const archive = new ZipArchive({ zlib: { level: 6 } });
      const out = new PassThrough();
      archive.on('error', (err: Error) => out.destroy(err));
      archive.pipe(out);
      void (async () => {
        try {
          for (const row of rows) {
            const { fileName, pdf } = await invoice(row);
            archive.append(pdf, { name: fileName, date: row.createdAt });
          }
          if (!rows.length) {
            archive.append('You have no orders yet, so there are no invoices.\n', {
              name: 'README.txt',
            });
          }
          await archive.finalize();
        } catch (err) {
          out.destroy(err as Error);
        }
      })();
      return { fileName: `invoices-${today()}.zip`, stream: out };
    },

    /** Orders and payments of [from, to]; by default this calendar year so far. */
    async statement(
      customerId: number,
      range: { from?: string | undefined; to?: string | undefined },
    ) {
      const to = range.to ?? today();
      const from = range.from ?? `${to.slice(0, 4)}-01-01`;
      const [holder, rows] = await Promise.all([
        users.findById(customerId),
        orders.forCustomerBetween(customerId, from, to),
      ]);
      const pdf = await renderStatementPdf({
        seller: await seller(),
        holder: {
          name: holder ? `${holder.firstName} ${holder.lastName}`.trim() : '',
          email: holder?.email ?? '',
          companyName: holder?.companyName ?? null,
        },
        from,
        to,
        orders: rows,
      });
      return { fileName: `statement-${from}-to-${to}.pdf`, pdf };
    },

    /** The ship date is the one staff chose in the dialog (YYYY-MM-DD), else today. */
    async billOfLading(orderId: number, shipDate?: string) {
      const order = await orders.adminOrder(orderId);
      const pdf = await renderBillOfLadingPdf(order, {
        seller: await seller(),
        shipDate: shipDate ? new Date(`${shipDate}T12:00:00Z`) : new Date(),
        qrPng: (value) => deps.qr.png(value, 300),
      });
      return { fileName: `bill-of-lading-${order.order_number}.pdf`, pdf };
    },

    /**
     * The pick list of one order, or of a selection in the order given (ADR 0036): each
     * order's units from the warehouse, as the order dialog shows them. An unknown order is
     * a 404 for the whole selection.
     */
    async pickList(orderIds: number[]) {
      const picked = [];
      for (const id of orderIds) picked.push(await orders.adminOrder(id));
      const pdf = await renderPickListPdf(picked, {
        seller: await seller(),
        qrPng: (value) => deps.qr.png(value, 200),
      });
      const fileName =
        picked.length === 1
          ? `pick-list-${picked[0]!.order_number}.pdf`
          : `pick-lists-${today()}.pdf`;
      return { fileName, pdf };
    },

    /**
     * Everything the shop holds about the account (the owner's copy): profile and addresses,
     * orders with lines and history, ratings, the requests and surveys sent from its address,
     * and the signed-in sessions. Never the password hash or a session id.
     */
    async accountExport(customerId: number) {
      const profile: AccountProfile = await users.profile(customerId);
      const [addresses, rows, ratings, sessions, sent] = await Promise.all([
        users.addresses(customerId),
        orders.allForCustomer(customerId),
        orders.ratingsOf(customerId),
        deps.auth.sessionsOf(customerId),
        deps.leads.sentBy(profile.email),
      ]);
      return {
        fileName: `account-export-${today()}.json`,
        data: {
          exportedAt: new Date().toISOString(),
          shop: deps.publicUrl,
          profile,
          addresses,
          orders: rows.map((r) => toOrder(r)),
          ratings,
          contactRequests: sent.contactRequests,
          siteSurveys: sent.siteSurveys,
          sessions,
        },
      };
    },

    /** A quote's paper, from the quote as the quotes service reads it. */
    async quotePdf(quote: QuotePdfInput) {
      const pdf = await renderQuotePdf(quote, await seller());
      return { fileName: `quote-${quote.quoteNumber}.pdf`, pdf };
    },
  };
}
