import { queryOptions } from '@tanstack/react-query';
import { listInstallationOptions } from '@shop/contract/catalogue/routes';
import { call } from '../../../../lib/api-client';
import { adminProductsKey } from './get-admin-products';

/** The product form's Installation choices: the active labour lines priced per unit. */
export const installationOptionsQuery = () =>
  queryOptions({
    queryKey: [...adminProductsKey, 'installation-options'] as const,
    queryFn: async () => (await call(listInstallationOptions)).options,
  });
