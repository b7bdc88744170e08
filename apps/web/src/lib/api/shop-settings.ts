import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyDetails, PublicSettings } from '@shop/contract';
import { getPublicSettings } from '@shop/contract/settings/routes';
import { call, routePath } from '../api-client';
import { takeInitialData } from '../initial-data';

export const shopSettingsKey = ['shop-settings'] as const;

/** The shop's public details; a save on /admin/settings invalidates it. */
export const shopSettingsQuery = () =>
  queryOptions({
    queryKey: shopSettingsKey,
    queryFn: () => call(getPublicSettings),
    // Every page's HTML carries them (apps/server/src/plugins/first-page.ts).
    initialData: () =>
      takeInitialData<PublicSettings>(routePath(getPublicSettings), getPublicSettings.money?.reply),
    staleTime: 5 * 60_000,
  });

export type ShopIdentity = {
  /** The company's details; null until an admin fills them in (nothing is invented). */
  company: CompanyDetails | null;
  /** The company's name, else the shop's host name. */
  name: string;
  /** The navbar's name: the company's short name, else the host's name (the server writes it
   * into index.html's first bar too, apps/server/src/plugins/first-page.ts). */
  brand: string;
};

/** The shop's details for any page: the company, or the host name alone while it has none. */
export function useShopIdentity(): ShopIdentity {
  const company = useQuery(shopSettingsQuery()).data?.company ?? null;
  const host = window.location.hostname;
  return { company, name: company?.name ?? host, brand: company ? company.shortName : host };
}
