// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import { route } from '../route.ts';
import type * as endpoints from './endpoints.ts';

export const getQrImage = route<typeof endpoints.getQrImage>('GET', '/qr/image', { file: true });
