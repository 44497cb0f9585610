import { ServiceDescriptor } from '@flowlane/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ar } from '../../../i18n/ar';
import { en } from '../../../i18n/en';
import { appSteps } from '../../../i18n/en/app-steps';
import { tr } from '../../../i18n/tr';
import { categoryLabel, localizeService } from './step-texts';

/** The built-in catalogue, read as data (packages/services is a server package: parsed, not typed in). */
async function builtInDescriptors(): Promise<ServiceDescriptor[]> {
  const specifier = '@flowlane/services';
  const module: unknown = await import(/* @vite-ignore */ specifier);
  const Module = z.object({ builtInServices: z.array(z.object({ descriptor: ServiceDescriptor })) });
  return Module.parse(module).builtInServices.map((service) => service.descriptor);
}

describe('step texts', () => {
  it('hold every built-in service, in English letter for letter as packages/services words it', async () => {
    const descriptors = await builtInDescriptors();
    // The app connectors' steps are checked against packages/connectors in app-step-texts.test.ts.
    const builtIn = Object.keys(en.steps.services).filter((id) => !Object.hasOwn(appSteps, id));
    expect(builtIn.sort()).toEqual(descriptors.map((d) => d.id).sort());
    for (const descriptor of descriptors) {
      // English through the catalogue gives the descriptor back unchanged.
      expect(localizeService(descriptor, en.steps), descriptor.id).toEqual(descriptor);
      expect(categoryLabel(descriptor.category, en.steps)).toBe(descriptor.category);
    }
  });

  it('translate names, actions, fields and handles, and keep what the catalogue does not know', async () => {
    const descriptors = await builtInDescriptors();
    const loop = descriptors.find((d) => d.id === 'flow.loop');
    if (!loop) throw new Error('no Loop step');
    const turkish = localizeService(loop, tr.steps);
    expect(turkish.name).toBe('Döngü');
    expect(turkish.inputs.find((f) => f.key === 'limit')?.label).toBe('En fazla');
    expect(turkish.outputHandles.map((h) => h.label).sort()).toEqual(['Bitti', 'Döngü']);
    const arabic = localizeService({ ...loop, id: 'custom.unknown' }, ar.steps);
    expect(arabic.name).toBe(loop.name);
    expect(arabic.outputHandles[0]?.label).not.toBe(loop.outputHandles[0]?.label);
    expect(categoryLabel('Triggers', ar.steps)).toBe('المشغّلات');
  });
});
