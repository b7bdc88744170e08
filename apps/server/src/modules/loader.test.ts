import { describe, expect, it } from 'vitest';
import { MODULES } from './index.ts';
import { loadModules, ModuleGraphError, orderModules } from './loader.ts';
import type { ModuleContext, ServerModule, ServiceName } from './module.ts';

/** A declaration with nothing but names: what the loader orders by. */
const declared = (name: string, needs: string[], provides: string[]): ServerModule => ({
  name,
  needs: needs as ServiceName[],
  provides: provides as ServiceName[],
  create: () => Object.fromEntries(provides.map((p) => [p, { builtBy: name }])),
});

const PLATFORM: ServiceName[] = ['database', 'background', 'metrics', 'storage'];

describe('the module loader', () => {
  it('builds each module after the modules providing what it needs, whatever the list order', () => {
    const order = orderModules(
      [
        declared('checkout', ['orders', 'cart'], ['checkout']),
        declared('orders', ['catalogue', 'database'], ['orders']),
        declared('cart', ['catalogue'], ['cart']),
        declared('catalogue', ['database'], ['catalogue']),
      ],
      PLATFORM,
    ).map((m) => m.name);
    expect(order).toEqual(['catalogue', 'orders', 'cart', 'checkout']);
  });

  it('refuses at start a need no module provides, naming the module and the need', () => {
    expect(() =>
      orderModules([declared('orders', ['catalogue'], ['orders'])], PLATFORM),
    ).toThrowError(
      new ModuleGraphError('Module "orders" needs "catalogue", which no module provides.'),
    );
  });

  it('refuses at start modules that need each other in a circle, naming the circle', () => {
    expect(() =>
      orderModules(
        [
          declared('orders', ['installations'], ['orders']),
          declared('installations', ['catalogue'], ['installations']),
          declared('catalogue', ['orders'], ['catalogue']),
        ],
        PLATFORM,
      ),
    ).toThrowError(
      new ModuleGraphError(
        'Modules need each other in a circle: orders -> installations -> catalogue -> orders.',
      ),
    );
  });

  it('refuses a service two modules provide', () => {
    expect(() =>
      orderModules([declared('a', [], ['orders']), declared('b', [], ['orders'])], PLATFORM),
    ).toThrowError('Module "b" provides "orders", which module "a" already provides.');
  });

  it('refuses a module whose factory does not build what it declares', () => {
    const liar: ServerModule = { ...declared('orders', [], ['orders']), create: () => ({}) };
    expect(() => loadModules([liar], {}, {} as ModuleContext)).toThrowError(
      'Module "orders" did not build "orders".',
    );
  });

  it("orders the application's own modules: every need provided, no circle", () => {
    const order = orderModules(MODULES, PLATFORM).map((m) => m.name);
    expect(order).toHaveLength(MODULES.length);
    const position = new Map(order.map((name, i) => [name, i]));
    const providerOf = new Map(MODULES.flatMap((m) => m.provides.map((p) => [p, m.name])));
    for (const module of MODULES) {
      for (const need of module.needs) {
        const provider = providerOf.get(need);
        if (provider) expect(position.get(provider)).toBeLessThan(position.get(module.name)!);
      }
    }
  });
});
