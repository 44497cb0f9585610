import { ServiceDescriptor } from '@flowlane/contracts';
import { ServiceRegistry } from '@flowlane/services';
import { describe, expect, it } from 'vitest';
import { createAppServices } from '../index.js';
import { APPS } from './index.js';

// What every app gives the palette and the AI agent (issue 52), checked for all apps at once.
describe('every app', () => {
  const services = createAppServices();
  const registry = new ServiceRegistry(services);

  it('has unique step ids, valid descriptors, and a Custom API call', () => {
    for (const service of services) expect(() => ServiceDescriptor.parse(service.descriptor)).not.toThrow();
    for (const app of APPS) expect(registry.get(`${app.id}.custom_api_call`), app.id).toBeDefined();
  });

  it.each(services.map((s) => [s.descriptor.id, s] as const))(
    '%s: grouped by its app, described for AI use, with a tool schema',
    (_, service) => {
      const d = service.descriptor;
      const app = APPS.find((a) => a.id === d.app);
      expect(app).toBeDefined();
      expect(d.category).toBe(app?.name);
      expect(d.authorizationTemplates?.length).toBeGreaterThan(0);
      // One or two sentences that say what it does: long enough to choose by, short enough to read.
      expect(d.description.length).toBeGreaterThan(40);
      expect(d.description.length).toBeLessThan(400);
      if (d.kind === 'action') expect(typeof d.idempotent).toBe('boolean');
      const schema = registry.toolSchema(d.id) as { properties?: Record<string, { description?: string }> };
      expect(schema.properties?.authorization?.description).toBeTruthy();
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        expect(property.description, `${d.id}.${key}`).toBeTruthy();
      }
    },
  );
});
