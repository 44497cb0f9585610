import { AppFake, type FakeAnswer, type FakeRequest } from '../../testing/fake-server.js';

/**
 * Jira Cloud's REST API v3 as our operations use it
 * (https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-issues/): Basic auth with an
 * account email and API token (or a Bearer personal access token, as Data Center takes), 401 with a
 * text body, errors as `{ errorMessages, errors }`, rich text in Atlassian Document Format, and
 * `GET /rest/api/3/search/jql` paged with `maxResults` and `nextPageToken`. The JQL it understands is
 * what the operations send: `project = X`, `created >= "yyyy/MM/dd HH:mm"`, joined by AND, ORDER BY
 * created DESC (times read in UTC, the fake user's time zone).
 */
export interface FakeJiraIssue {
  id: string;
  key: string;
  self: string;
  fields: {
    summary: string;
    description: unknown;
    issuetype: { name: string };
    project: { key: string };
    status: { name: string };
    labels: string[];
    created: string;
  };
}

export class JiraFake extends AppFake {
  readonly users = new Map([['ada@example.com', 'jira-api-token']]);
  readonly personalTokens = new Set(['dc-pat']);
  readonly projects = new Set(['PROJ']);
  readonly issues: FakeJiraIssue[] = [];
  readonly comments: { issue: string; body: unknown }[] = [];
  /** Minutes after 2026-01-01T00:00Z of the next issue's creation (tests move the clock). */
  clock = 0;

  reset(): void {
    this.server.reset();
    this.issues.length = 0;
    this.comments.length = 0;
    this.clock = 0;
  }

  /** Someone creates an issue. */
  create(project: string, summary: string, more: Partial<FakeJiraIssue['fields']> = {}): FakeJiraIssue {
    const id = String(10000 + this.issues.length + 1);
    const key = `${project}-${this.issues.filter((i) => i.fields.project.key === project).length + 1}`;
    const at = new Date(Date.UTC(2026, 0, 1, 0, this.clock));
    this.clock += 1;
    const issue: FakeJiraIssue = {
      id,
      key,
      self: `${this.server.url}/rest/api/3/issue/${id}`,
      fields: {
        summary,
        description: null,
        issuetype: { name: 'Task' },
        project: { key: project },
        status: { name: 'To Do' },
        labels: [],
        // Jira's own format: milliseconds and a +hhmm offset (here +0200, the site's zone).
        created: new Date(at.getTime() + 2 * 3600_000).toISOString().replace('Z', '+0200'),
        ...more,
      },
    };
    this.issues.push(issue);
    return issue;
  }

  private authed(request: FakeRequest, answer: () => FakeAnswer): FakeAnswer {
    const header = request.headers.authorization ?? '';
    let ok = false;
    if (header.startsWith('Basic ')) {
      const [email, ...rest] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
      ok = this.users.get(email ?? '') === rest.join(':');
    } else if (header.startsWith('Bearer ')) {
      ok = this.personalTokens.has(header.slice(7));
    }
    if (!ok) return { status: 401, body: 'Client must be authenticated to access this resource.' };
    return answer();
  }

  private find(keyOrId: string | undefined): FakeJiraIssue | undefined {
    return this.issues.find((i) => i.key === keyOrId || i.id === keyOrId);
  }

  private notFound(): FakeAnswer {
    return {
      status: 404,
      body: { errorMessages: ['Issue does not exist or you do not have permission to see it.'], errors: {} },
    };
  }

  private pick(issue: FakeJiraIssue, fields: string | null) {
    if (!fields || fields === '*all' || fields === '*navigable') return issue;
    const wanted = fields.split(',');
    return {
      ...issue,
      fields: Object.fromEntries(Object.entries(issue.fields).filter(([k]) => wanted.includes(k))),
    };
  }

  /** The JQL the operations send; anything else is a 400 as Jira answers a query it cannot parse. */
  private matches(jql: string): ((issue: FakeJiraIssue) => boolean) | string {
    const where = jql.replace(/\s*ORDER BY created DESC\s*$/i, '').trim();
    const tests: ((issue: FakeJiraIssue) => boolean)[] = [];
    for (const raw of where ? where.split(/\s+AND\s+/) : []) {
      const clause = raw.replace(/^\((.*)\)$/, '$1').trim();
      const project = /^project\s*=\s*"?(\w+)"?$/.exec(clause);
      const created = /^created\s*>=\s*"(\d{4})\/(\d\d)\/(\d\d) (\d\d):(\d\d)"$/.exec(clause);
      if (project) {
        if (!this.projects.has(project[1] ?? ''))
          return `The value '${project[1]}' does not exist for the field 'project'.`;
        tests.push((i) => i.fields.project.key === project[1]);
      } else if (created) {
        const [, y, mo, d, h, mi] = created;
        const from = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:00Z`);
        tests.push((i) => Date.parse(i.fields.created.replace(/([+-]\d\d)(\d\d)$/, '$1:$2')) >= from);
      } else {
        return `Error in the JQL Query: '${clause}' is not understood.`;
      }
    }
    return (issue) => tests.every((t) => t(issue));
  }

  protected routes(): void {
    const s = this.server;
    // The projects the user can see, paged (https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-projects/#api-rest-api-3-project-search-get).
    s.route('GET', '/rest/api/3/project/search', (r) =>
      this.authed(r, () => {
        const values = [...this.projects]
          .sort()
          .map((key, i) => ({ id: String(10000 + i), key, name: `Project ${key}` }));
        return {
          status: 200,
          body: { startAt: 0, maxResults: 100, total: values.length, isLast: true, values },
        };
      }),
    );
    s.route('POST', '/rest/api/3/issue', (r) =>
      this.authed(r, () => {
        const fields = (r.body as { fields?: Record<string, unknown> }).fields ?? {};
        const errors: Record<string, string> = {};
        const project = (fields.project as { key?: string } | undefined)?.key ?? '';
        if (!this.projects.has(project)) errors.project = 'Specify a valid project ID or key';
        if (!fields.summary) errors.summary = 'You must specify a summary of the issue.';
        const description = fields.description as { type?: string; version?: number } | undefined;
        if (description && (description.type !== 'doc' || description.version !== 1)) {
          errors.description = 'Operation value must be an Atlassian Document';
        }
        if (Object.keys(errors).length > 0) return { status: 400, body: { errorMessages: [], errors } };
        const issue = this.create(project, String(fields.summary), {
          description: description ?? null,
          issuetype: { name: String((fields.issuetype as { name?: string })?.name ?? 'Task') },
          labels: (fields.labels as string[] | undefined) ?? [],
        });
        return { status: 201, body: { id: issue.id, key: issue.key, self: issue.self } };
      }),
    );
    s.route('GET', '/rest/api/3/issue/:key', (r) =>
      this.authed(r, () => {
        const issue = this.find(r.params.key);
        return issue ? { body: this.pick(issue, r.query.get('fields')) } : this.notFound();
      }),
    );
    s.route('POST', '/rest/api/3/issue/:key/comment', (r) =>
      this.authed(r, () => {
        const issue = this.find(r.params.key);
        if (!issue) return this.notFound();
        const body = (r.body as { body?: { type?: string } }).body;
        if (body?.type !== 'doc') {
          return {
            status: 400,
            body: { errorMessages: [], errors: { comment: 'Comment body can not be empty!' } },
          };
        }
        this.comments.push({ issue: issue.key, body });
        const id = String(20000 + this.comments.length);
        return {
          status: 201,
          body: {
            id,
            self: `${issue.self}/comment/${id}`,
            body,
            author: { displayName: 'Ada' },
            created: '2026-01-01T00:00:00.000+0000',
          },
        };
      }),
    );
    s.route('GET', '/rest/api/3/search/jql', (r) =>
      this.authed(r, () => {
        const test = this.matches(r.query.get('jql') ?? '');
        if (typeof test === 'string') return { status: 400, body: { errorMessages: [test], errors: {} } };
        const max = Math.min(Number(r.query.get('maxResults') ?? 50), 5000);
        const start = Number(r.query.get('nextPageToken') ?? 0);
        const found = this.issues.filter(test).reverse();
        const page = found.slice(start, start + max).map((i) => this.pick(i, r.query.get('fields') ?? 'id'));
        const next = start + max < found.length ? { nextPageToken: String(start + max) } : {};
        return { body: { issues: page, isLast: !('nextPageToken' in next), ...next } };
      }),
    );
  }
}
