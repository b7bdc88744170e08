import { defineModule, route } from '../module.ts';
import { documentRoutes } from './documents.routes.ts';
import { createDocumentsService, type DocumentsService } from './documents.service.ts';
import { createQrImages, type QrImages } from './qr-image.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    qr: QrImages;
    documents: DocumentsService;
  }
}

/** The printed documents (invoices, statements, pick lists, labels) and QR images. */
export const documentsModule = defineModule({
  name: 'documents',
  needs: ['orders', 'users', 'auth', 'leads', 'warehouse', 'settings'],
  provides: ['qr', 'documents'],
  create: ({ orders, users, auth, leads, warehouse, settings }, { config }) => {
    const qr = createQrImages();
    const documents = createDocumentsService({
      orders,
      users,
      auth,
      leads,
      warehouse,
      qr,
      settings,
      publicUrl: config.publicUrl,
    });
    return { qr, documents };
  },
  routes: ({ qr }) => [route(documentRoutes, { qr })],
});
