/**
 * Screens a later issue builds. Until one is built, every link to it is hidden (never a
 * link to a 404); the issue that builds it sets its flag to true.
 */
export const SCREEN_BUILT = {
  /** /survey, the Free Site Survey wizard (the leads issue). */
  survey: true,
  // The admin dashboard's quick actions (features/dashboard/quick-actions.ts): each also needs
  // its Admin menu screen (lib/admin-links.ts) built and allowed to the user.
  /** /admin/products/new, the product form (the products issue). */
  productForm: true,
  /** /admin/pages/home, the page editor opened on the home page (the page editor issue). */
  homePageEditor: true,
  /** /admin/products/photos, managing product images (the products issue). */
  productPhotos: true,
} as const;
