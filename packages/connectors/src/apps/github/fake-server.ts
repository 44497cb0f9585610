import { createHmac } from 'node:crypto';
import { AppFake, bearerOf, type FakeAnswer, type FakeRequest } from '../../testing/fake-server.js';

/**
 * GitHub's REST API as our operations use it (https://docs.github.com/en/rest/issues): Bearer tokens
 * (401 `Bad credentials`), 404 `Not Found` for a repository the token cannot see, `per_page`/`page`
 * with a `Link` header, 422 `Validation Failed`, repository webhooks, and deliveries signed with
 * X-Hub-Signature-256.
 */
export interface FakeIssue {
  id: number;
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  labels: { name: string }[];
  assignees: { login: string }[];
  user: { login: string };
  html_url: string;
  created_at: string;
}

export interface FakeHook {
  id: number;
  repo: string;
  url: string;
  secret: string;
  events: string[];
}

export class GitHubFake extends AppFake {
  readonly tokens = new Set(['ghp_test']);
  /** "owner/repo" → its issues. */
  readonly repos = new Map<string, FakeIssue[]>([['octo/hello', []]]);
  readonly comments: { repo: string; issue: number; body: string }[] = [];
  readonly hooks = new Map<number, FakeHook>();
  private lastId = 1000;

  private nextId(): number {
    this.lastId += 1;
    return this.lastId;
  }

  /** Adds an issue as someone else opening it. */
  open(repo: string, title: string, labels: string[] = []): FakeIssue {
    const issues = this.repos.get(repo) ?? [];
    const number = issues.length + 1;
    const issue: FakeIssue = {
      id: this.nextId(),
      number,
      title,
      body: null,
      state: 'open',
      labels: labels.map((name) => ({ name })),
      assignees: [],
      user: { login: 'octocat' },
      html_url: `https://github.com/${repo}/issues/${number}`,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, number)).toISOString(),
    };
    issues.push(issue);
    this.repos.set(repo, issues);
    return issue;
  }

  /** What GitHub posts to a hook for an opened issue: the URL, the headers (signed) and the raw body. */
  delivery(hookId: number, issue: FakeIssue, action = 'opened') {
    const hook = this.hooks.get(hookId);
    if (!hook) throw new Error(`no hook ${hookId}`);
    const payload = JSON.stringify({ action, issue, repository: { full_name: hook.repo } });
    const signature = `sha256=${createHmac('sha256', hook.secret).update(payload).digest('hex')}`;
    return {
      url: hook.url,
      headers: {
        'content-type': 'application/json',
        'x-github-event': 'issues',
        'x-github-delivery': `delivery-${issue.id}`,
        'x-hub-signature-256': signature,
      },
      payload,
    };
  }

  private authed(
    request: FakeRequest & { params: Record<string, string> },
    answer: (issues: FakeIssue[], repo: string) => FakeAnswer,
  ): FakeAnswer {
    const token = bearerOf(request);
    if (!token || !this.tokens.has(token)) {
      return {
        status: 401,
        body: { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' },
      };
    }
    const repo = `${request.params.owner}/${request.params.repo}`;
    const issues = this.repos.get(repo);
    if (!issues) return { status: 404, body: { message: 'Not Found' } };
    return answer(issues, repo);
  }

  protected routes(): void {
    const s = this.server;
    s.route('POST', '/repos/:owner/:repo/issues', (r) =>
      this.authed(r, (_, repo) => {
        const body = r.body as { title?: string; body?: string; labels?: string[]; assignees?: string[] };
        if (!body.title) {
          return {
            status: 422,
            body: { message: 'Validation Failed', errors: [{ field: 'title', code: 'missing_field' }] },
          };
        }
        const issue = this.open(repo, body.title, body.labels ?? []);
        issue.body = body.body ?? null;
        issue.assignees = (body.assignees ?? []).map((login) => ({ login }));
        return { status: 201, body: issue };
      }),
    );
    s.route('GET', '/repos/:owner/:repo/issues/:number', (r) =>
      this.authed(r, (issues) => {
        const issue = issues.find((i) => i.number === Number(r.params.number));
        return issue ? { body: issue } : { status: 404, body: { message: 'Not Found' } };
      }),
    );
    s.route('GET', '/repos/:owner/:repo/issues', (r) =>
      this.authed(r, (issues, repo) => {
        const state = r.query.get('state') ?? 'open';
        const labels = (r.query.get('labels') ?? '').split(',').filter(Boolean);
        const matching = issues
          .filter((i) => state === 'all' || i.state === state)
          .filter((i) => labels.every((l) => i.labels.some((x) => x.name === l)))
          .reverse();
        const perPage = Math.min(Number(r.query.get('per_page') ?? 30), 100);
        const page = Number(r.query.get('page') ?? 1);
        const slice = matching.slice((page - 1) * perPage, page * perPage);
        const last = Math.max(1, Math.ceil(matching.length / perPage));
        const link = (p: number) => {
          const url = new URL(`${s.url}/repos/${repo}/issues`);
          for (const [k, v] of r.query) url.searchParams.set(k, v);
          url.searchParams.set('page', String(p));
          return url.href;
        };
        const links = [
          ...(page < last ? [`<${link(page + 1)}>; rel="next"`, `<${link(last)}>; rel="last"`] : []),
          ...(page > 1 ? [`<${link(1)}>; rel="first"`, `<${link(page - 1)}>; rel="prev"`] : []),
        ];
        const headers: Record<string, string> = links.length > 0 ? { link: links.join(', ') } : {};
        return { body: slice, headers };
      }),
    );
    s.route('POST', '/repos/:owner/:repo/issues/:number/comments', (r) =>
      this.authed(r, (issues, repo) => {
        const issue = issues.find((i) => i.number === Number(r.params.number));
        if (!issue) return { status: 404, body: { message: 'Not Found' } };
        const body = (r.body as { body?: string }).body;
        if (!body) return { status: 422, body: { message: 'Validation Failed' } };
        this.comments.push({ repo, issue: issue.number, body });
        const id = this.nextId();
        return { status: 201, body: { id, body, html_url: `${issue.html_url}#issuecomment-${id}` } };
      }),
    );
    s.route('POST', '/repos/:owner/:repo/hooks', (r) =>
      this.authed(r, (_, repo) => {
        const body = r.body as {
          name?: string;
          events?: string[];
          config?: { url?: string; secret?: string; content_type?: string };
        };
        if (body.name !== 'web' || !body.config?.url)
          return { status: 422, body: { message: 'Validation Failed' } };
        const id = this.nextId();
        this.hooks.set(id, {
          id,
          repo,
          url: body.config.url,
          secret: body.config.secret ?? '',
          events: body.events ?? ['push'],
        });
        return {
          status: 201,
          body: { id, name: 'web', active: true, events: body.events, config: { url: body.config.url } },
        };
      }),
    );
    s.route('DELETE', '/repos/:owner/:repo/hooks/:id', (r) =>
      this.authed(r, () =>
        this.hooks.delete(Number(r.params.id))
          ? { status: 204 }
          : { status: 404, body: { message: 'Not Found' } },
      ),
    );
  }
}
