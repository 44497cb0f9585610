import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useBrowser } from '../src/index.js';
import {
  Api,
  closeContext,
  createAccount,
  messageShown,
  signIn,
  url,
  useTeamsServer,
} from './teams-support.js';

const projectRow = (page: Page, name: string) => page.locator(`[data-project-row="${name}"]`);
const workflowRow = (page: Page, title: string) => page.locator(`[data-workflow-row="${title}"]`);

describe('the Projects pages', () => {
  useTeamsServer();
  const browser = useBrowser();

  it('creates, edits and deletes a project, and its workflows are listed and filtered by it', async () => {
    const email = await createAccount('Pat Projects');
    const api = await Api.login(email);
    const invoices = await api.createWorkflow('Invoice sync');
    await api.createWorkflow('Lead scoring');
    const page = await signIn(browser(), email, '/projects');
    await page.getByTestId('projects-empty').waitFor();

    await page.getByTestId('new-project').click();
    await page.getByLabel('Name').fill('Finance');
    await page.getByLabel('Description').fill('Money in and out');
    await page.getByRole('button', { name: 'SAVE' }).click();
    await messageShown(page, 'Project created: Finance', 'success');
    const finance = projectRow(page, 'Finance');
    await finance.getByText('Money in and out').waitFor();
    expect(await finance.getByTestId('workflow-count').textContent()).toBe('0');

    // Rename and describe.
    await finance.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Name').fill('Accounting');
    await page.getByLabel('Description').fill('Invoices and payments');
    await page.getByRole('button', { name: 'SAVE' }).click();
    await messageShown(page, 'Project saved: Accounting', 'success');
    const accounting = projectRow(page, 'Accounting');
    await accounting.getByText('Invoices and payments').waitFor();

    // The project page: add a workflow; it links to the designer and the logs.
    await accounting.getByRole('link', { name: 'Accounting' }).click();
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
    const projectId = page.url().split('/').pop() ?? '';
    await page.getByTestId('project-description').filter({ hasText: 'Invoices and payments' }).waitFor();
    await page.getByTestId('project-no-workflows').waitFor();
    await page.getByTestId('add-workflow').click();
    await page.getByTestId('add-workflow-select').click();
    await page.getByRole('option', { name: 'Invoice sync' }).click();
    await page.getByRole('button', { name: 'Add a workflow' }).click();
    await messageShown(page, 'Workflow added to the project: Invoice sync', 'success');
    const row = workflowRow(page, 'Invoice sync');
    await row.waitFor();
    expect(await workflowRow(page, 'Lead scoring').count()).toBe(0);
    expect(await row.getByRole('link', { name: 'Invoice sync', exact: true }).getAttribute('href')).toBe(
      `/flow/${invoices.id}`,
    );
    expect(await row.getByRole('link', { name: 'Logs of Invoice sync' }).getAttribute('href')).toBe(
      `/logs/flow/${invoices.id}`,
    );
    expect((await api.workflow(invoices.id)).projectId).toBe(projectId);

    // A new workflow made here belongs to the project and opens in the designer.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'New workflow' }).click();
    await page.waitForURL(/\/flow\/[0-9a-f-]{36}$/);
    await page.getByTestId('designer-canvas').waitFor();
    const created = await api.workflow(page.url().split('/').pop() ?? '');
    expect(created.projectId).toBe(projectId);

    // The workflow list filtered by the project shows only that workflow.
    await page.goto(url('/workflows'));
    const list = page.getByTestId('workflows-table');
    await list.getByText('Lead scoring').waitFor();
    await page.getByTestId('workflow-project-filter').click();
    await page.getByRole('option', { name: 'Accounting' }).click();
    await page.waitForURL(`**/workflows?*projectId=${projectId}*`);
    await list.getByText('Invoice sync').waitFor();
    await list.getByText('Lead scoring').waitFor({ state: 'detached' });
    const filtered = await api.json(
      'GET',
      `/api/workflow?projectId=${projectId}`,
      z.object({ items: z.array(z.object({ id: z.string(), title: z.string() })) }),
    );
    expect(filtered.items.map((w) => w.id).sort()).toEqual([invoices.id, created.id].sort());

    // The list counts it; deleting asks, says the workflows are kept, and keeps them.
    await page.goto(url('/projects'));
    expect(await accounting.getByTestId('workflow-count').textContent()).toBe('2');
    await accounting.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByText('Delete Accounting?').waitFor();
    expect(await dialog.textContent()).toContain('Its workflows are kept');
    await dialog.getByRole('button', { name: 'DELETE' }).click();
    await messageShown(page, 'Project deleted: Accounting', 'success');
    await page.getByTestId('projects-empty').waitFor();
    expect((await api.workflow(invoices.id)).projectId).toBeNull();
    expect((await api.workflow(created.id)).projectId).toBeNull();
    await page.goto(url('/workflows'));
    await list.getByText('Invoice sync').waitFor();
    await closeContext(page);
  });

  it('lists the integrations and authorizations assigned to a project on its page', async () => {
    const email = await createAccount('Ines Integrations');
    const api = await Api.login(email);
    const Created = z.object({ id: z.string(), name: z.string() });
    const project = await api.json('POST', '/api/project', Created, { name: 'Support', description: '' });
    await api.json('POST', '/api/authorization', Created, {
      templateId: 'bearer',
      name: 'Helpdesk token',
      projectId: project.id,
      fields: { token: 'helpdesk-secret-token' },
    });
    await api.json('POST', '/api/authorization', Created, {
      templateId: 'bearer',
      name: 'Elsewhere token',
      fields: { token: 'other-secret-token' },
    });
    await api.json('POST', '/api/integration', z.unknown(), {
      templateId: 'form-to-mail',
      name: 'Contact form',
      projectId: project.id,
      settings: { email: 'support@example.com', subject: 'New form', thanks: 'Thanks!' },
    });

    const page = await signIn(browser(), email, `/projects/${project.id}`);
    const integrations = page.getByTestId('project-integrations');
    await integrations.getByRole('link', { name: 'Contact form' }).waitFor();
    await integrations.getByText('Form or JSON webhook to mail').waitFor();
    const authorizations = page.getByTestId('project-authorizations');
    await authorizations.getByRole('link', { name: 'Helpdesk token' }).waitFor();
    expect(await authorizations.textContent()).not.toContain('Elsewhere token');

    // "See all" opens the full list filtered by the project.
    await authorizations.getByRole('link', { name: 'See all' }).click();
    await page.waitForURL(`**/authorizations?projectId=${project.id}`);
    await page.getByText('Helpdesk token').first().waitFor();
    expect(await page.getByText('Elsewhere token').count()).toBe(0);

    // Opening the integration from the project page shows it.
    await page.goto(url(`/projects/${project.id}`));
    await page.getByTestId('project-integrations').getByRole('link', { name: 'Contact form' }).click();
    await page.waitForURL(/\/integrations\/[0-9a-f-]{36}$/);
    await closeContext(page);
  });
});
