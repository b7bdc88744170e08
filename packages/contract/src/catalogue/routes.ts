// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import { route } from '../route.ts';
import type * as endpoints from './endpoints.ts';

export const addProductImages = route<typeof endpoints.addProductImages>('POST', '/admin/products/:id/images');
export const checkInStock = route<typeof endpoints.checkInStock>('GET', '/products/:id/in-stock');
export const createCategory = route<typeof endpoints.createCategory>('POST', '/admin/categories');
export const createProduct = route<typeof endpoints.createProduct>('POST', '/products', { money: { reply: ['product.packages.*.price', 'product.price'] } });
export const deleteProduct = route<typeof endpoints.deleteProduct>('DELETE', '/products/:id');
export const deleteProductImage = route<typeof endpoints.deleteProductImage>('DELETE', '/admin/products/:id/images/:imageId');
export const getAdminProduct = route<typeof endpoints.getAdminProduct>('GET', '/admin/products/:id', { money: { reply: ['product.packages.*.price', 'product.price'] } });
export const getImage = route<typeof endpoints.getImage>('GET', '/images/*', { file: true });
export const getProduct = route<typeof endpoints.getProduct>('GET', '/products/:id', { money: { reply: ['product.installation.price', 'product.packages.*.price', 'product.price'] } });
export const listAdminProducts = route<typeof endpoints.listAdminProducts>('GET', '/admin/products', { money: { reply: ['products.*.price'] } });
export const listCategories = route<typeof endpoints.listCategories>('GET', '/categories');
export const listCategoryProducts = route<typeof endpoints.listCategoryProducts>('GET', '/products/category/:id', { money: { reply: ['products.*.price'] } });
export const listInstallationOptions = route<typeof endpoints.listInstallationOptions>('GET', '/admin/products/installation-options', { money: { reply: ['options.*.price'] } });
export const listProductImages = route<typeof endpoints.listProductImages>('GET', '/admin/products/:id/images');
export const listProducts = route<typeof endpoints.listProducts>('GET', '/products', { money: { reply: ['products.*.price'] } });
export const reorderProductImages = route<typeof endpoints.reorderProductImages>('PUT', '/admin/products/:id/images');
export const restoreProduct = route<typeof endpoints.restoreProduct>('POST', '/admin/products/:id/restore', { money: { reply: ['product.packages.*.price', 'product.price'] } });
export const searchProducts = route<typeof endpoints.searchProducts>('GET', '/search', { money: { reply: ['products.*.price'] } });
export const updateProduct = route<typeof endpoints.updateProduct>('PUT', '/products/:id', { money: { reply: ['product.packages.*.price', 'product.price'] } });
