import { ServiceDescriptor } from '@flowlane/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ar } from '../../../i18n/ar';
import { en } from '../../../i18n/en';
import { appSteps } from '../../../i18n/en/app-steps';
import { tr } from '../../../i18n/tr';
import { localizeService } from './step-texts';

/** Every app step the connectors give the server, read as data (packages/connectors is a server package). */
async function appDescriptors(): Promise<ServiceDescriptor[]> {
  const specifier = '@flowlane/connectors';
  const module: unknown = await import(/* @vite-ignore */ specifier);
  const Module = z.object({
    createAppServices: z.custom<() => unknown>((value) => typeof value === 'function'),
  });
  const services = z
    .array(z.object({ descriptor: ServiceDescriptor }))
    .parse(Module.parse(module).createAppServices());
  return services.map((service) => service.descriptor);
}

const isAppStep = (id: string): id is keyof typeof appSteps => Object.hasOwn(appSteps, id);

/** The keys of a service's texts, as paths (`fields.sheet`), to compare one language with another. */
function keyPaths(texts: object, prefix = ''): string[] {
  return Object.entries(texts)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
    )
    .sort();
}

/** What a translation must carry over as it is: URLs, `{{ mappings }}`, JSON examples. */
function verbatim(text: string): string[] {
  return text.match(/https?:\/\/[^\s)]*[^\s).,;]|\{\{[^}]*\}\}|\{"[\s\S]*?\}/g) ?? [];
}

describe('app step texts', () => {
  it('hold every app step, in English letter for letter as the connectors word it', async () => {
    const descriptors = await appDescriptors();
    expect(descriptors.length).toBeGreaterThan(100);
    expect(Object.keys(appSteps).sort()).toEqual(descriptors.map((d) => d.id).sort());
    for (const descriptor of descriptors) {
      // English through the catalogue gives the descriptor back unchanged.
      expect(localizeService(descriptor, en.steps), descriptor.id).toEqual(descriptor);
    }
  });

  it.each([
    ['tr', tr.steps],
    ['ar', ar.steps],
  ] as const)('are all in %s: the same keys as English, every step name translated', async (_, steps) => {
    const descriptors = await appDescriptors();
    for (const descriptor of descriptors) {
      const id = descriptor.id;
      if (!isAppStep(id)) throw new Error(`${id} is not in the English catalogue`);
      expect(Object.hasOwn(steps.services, id), id).toBe(true);
      expect(keyPaths(steps.services[id]), id).toEqual(keyPaths(en.steps.services[id]));
      const localized = localizeService(descriptor, steps);
      expect(localized.name, id).not.toBe(descriptor.name);
      expect(localized.description, id).not.toBe(descriptor.description);
      expect(localized.inputs.find((field) => field.key === 'authorization')?.label, id).not.toBe(
        'Authorization',
      );
      // Ids, links and examples are the API's words: kept in every language.
      const pairs = [
        [descriptor.description, localized.description],
        ...descriptor.inputs.map((field, index) => [field.help ?? '', localized.inputs[index]?.help ?? '']),
      ];
      for (const [source, translated] of pairs) {
        for (const kept of verbatim(source ?? '')) expect(translated, id).toContain(kept);
      }
    }
  });
});
