import { describe, expect, it } from 'vitest';
import { defaultWorkflow, defaultWorkflowData, WorkflowData, WorkflowDocument } from './data.js';
import { DataSourcesTree, defaultDataSourcesTree } from './mapper.js';

describe('a new workflow', () => {
  it("has the spec's defaults, letter for letter", () => {
    const data = defaultWorkflowData();
    expect(data).toMatchObject({
      title: '*Untitled',
      description: '*Untitled Workflow',
      categories: [],
      enabled: true,
      webhook: { active: false },
      view: {
        zoom: 1,
        minZoom: 0,
        maxZoom: 2,
        pan: { x: 200, y: 200 },
        zooming: true,
        panning: true,
        boxSelection: true,
        renderer: 'canvas',
      },
    });
    expect(data.schedule).toMatchObject({
      active: false,
      period: { daily_value: '2020-01-01 00:00' },
      schedule: { minute: '*', hour: '*', dayOfMonth: '*', month: '*', dayOfWeek: '*' },
      cronExpression: '* * * * *',
      textExpression: 'Schedule is disabled',
    });
    expect(Object.keys(data.schedule.startDate).sort()).toEqual(['timezone', 'user', 'utc']);
  });

  it('parses with its own schemas and starts with an empty graph of the current version', () => {
    const workflow = defaultWorkflow();
    expect(WorkflowDocument.parse(workflow)).toEqual(workflow);
    expect(workflow.graph).toEqual({ schemaVersion: 1, nodes: [], edges: [] });
    expect(WorkflowData.parse(defaultWorkflowData())).toEqual(defaultWorkflowData());
  });

  it('gives a fresh object each time', () => {
    const a = defaultWorkflowData();
    a.categories.push('x');
    expect(defaultWorkflowData().categories).toEqual([]);
  });
});

describe('the default data-sources tree', () => {
  it('is one root item with the fields the mapper reads', () => {
    const tree = defaultDataSourcesTree();
    expect(DataSourcesTree.parse(tree)).toEqual(tree);
    expect(tree.items[tree.rootId]).toEqual({
      id: 'root',
      children: [],
      hasChildren: false,
      isExpanded: true,
      isChildrenLoading: false,
      data: { title: 'root', isDuplicate: false, isArray: false },
    });
  });
});
