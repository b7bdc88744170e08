// The rules of this module, in words: docs/modules/settings.md
import {
  SHIPPING_CENTS,
  SOCIAL_NETWORKS,
  asCents,
  type AdminSettings,
  type CompanyDetails,
  type PublicSettings,
  type ShopSettings,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { MailShop } from '../mail/mail.templates.ts';
import { createSettingsRepository, type SettingsRow } from './settings.repository.ts';

export type SettingsService = ReturnType<typeof createSettingsService>;

/**
 * Every page asks for the public settings: they are kept this long per instance. A save
 * clears this instance's copy at once; another instance shows it within this time.
 */
export const SETTINGS_CACHE_MS = 30_000;

/** A row's social links: network -> address, empty where none is set. */
const socialOf = (row: SettingsRow) =>
  Object.fromEntries(
    SOCIAL_NETWORKS.map((n) => [n, row.social[n] ?? '']),
  ) as ShopSettings['social'];

function toInput(row: SettingsRow): ShopSettings {
  const { shippingCents, updatedAt: _at, updatedBy: _by, ...details } = row;
  return { ...details, social: socialOf(row), shippingRate: asCents(shippingCents) };
}

function toCompany(row: SettingsRow): CompanyDetails {
  const { companyName, shortName, social, shippingRate: _rate, ...details } = toInput(row);
  return {
    ...details,
    name: companyName,
    shortName: shortName || companyName,
    social: Object.fromEntries(
      Object.entries(social).map(([n, url]) => [n, url || null]),
    ) as CompanyDetails['social'],
  };
}

/**
 * The shop's own details (ADR 0030). Until an admin saves them (or demo mode seeds the demo
 * company) there are none: the public part says `company: null`, papers and e-mails sign
 * with the shop's host name, and shipping is the spec's flat rate.
 */
export function createSettingsService({
  database,
  publicUrl,
}: {
  database: DatabaseHandle;
  publicUrl: string;
}) {
  const repository = createSettingsRepository(database);
  const cache = createTtlCache<PublicSettings>(SETTINGS_CACHE_MS, 1);
  const hostName = new URL(publicUrl).hostname;

  const publicSettings = () =>
    cache.get('public', async () => {
      const row = await repository.find();
      return {
        company: row ? toCompany(row) : null,
        shipping: asCents(row?.shippingCents ?? SHIPPING_CENTS),
      };
    });

  async function save(values: ShopSettings, userId: number | null, onlyIfMissing = false) {
    const { shippingRate, social, ...company } = values;
    const saved = await repository.save(
      {
        ...company,
        social: Object.fromEntries(Object.entries(social).filter(([, url]) => url)),
        shippingCents: shippingRate,
        userId,
      },
      { onlyIfMissing },
    );
    cache.clear();
    return saved;
  }

  async function adminSettings(): Promise<AdminSettings> {
    const row = await repository.find();
    return {
      settings: row ? toInput(row) : null,
      shippingRate: asCents(row?.shippingCents ?? SHIPPING_CENTS),
      updatedAt: row?.updatedAt ?? null,
      updatedBy: row?.updatedBy ?? null,
    };
  }

  return {
    publicSettings,
    /** The company for e-mails and papers; null until its details are filled in. */
    company: async () => (await publicSettings()).company,
    /** Who the shop signs as: the company's name, else the host name of PUBLIC_URL. */
    shopName: async () => (await publicSettings()).company?.name ?? hostName,
    /** Who e-mails are from: the name, and the phone and e-mail to answer to. */
    async mailShop(): Promise<MailShop> {
      const company = (await publicSettings()).company;
      if (!company) return { name: hostName, contact: '' };
      return { name: company.name, contact: `${company.phone} · ${company.email}` };
    },
    /** The flat shipping rate of an order priced now: read fresh, never from a cache. */
    shippingCents: async () => (await repository.shippingCents()) ?? SHIPPING_CENTS,
    adminSettings,
    async update(values: ShopSettings, userId: number): Promise<AdminSettings> {
      await save(values, userId);
      return adminSettings();
    },
    /**
     * Details nobody saved (the demo company): written only where there are none yet, so never
     * over an admin's save. Answers whether they were written.
     */
    seed: (values: ShopSettings) => save(values, null, true),
  };
}
