import { customApiCall } from './app-steps-kit';
/**
 * The steps of Notion, GitHub and Jira, by service id: the connectors' descriptors letter
 * for letter (features/designer/api/app-step-texts.test.ts compares them).
 */
export const workSteps = {
  'notion.new_database_item': {
    name: 'New database item',
    description:
      "Starts the workflow with the pages added to a Notion database since the last check. Checked on the workflow's schedule; each run hands on only the items not handed on before.",
    actions: {
      run: 'New database item',
    },
    fields: {
      authorization: 'Authorization',
      databaseId: 'Database ID',
    },
    help: {
      authorization: 'An authorization of kind bearer or oauth2',
      databaseId:
        'The 32-character id in the database’s link; the database must be shared with the integration',
    },
  },
  'notion.create_database_item': {
    name: 'Create database item',
    description:
      'Adds a page to a Notion database with a title, other property values in Notion’s format, and optional text content; returns the new page with its id and URL.',
    actions: {
      run: 'Create database item',
    },
    fields: {
      authorization: 'Authorization',
      databaseId: 'Database ID',
      title: 'Title',
      titleProperty: 'Title property',
      properties: 'Other properties',
      content: 'Content',
    },
    help: {
      authorization: 'An authorization of kind bearer or oauth2',
      databaseId:
        'The 32-character id in the database’s link; the database must be shared with the integration',
      titleProperty: 'The database’s title column',
      properties: 'Notion property values, e.g. {"Status": {"select": {"name": "Open"}}}',
      content: 'Text for the page; one paragraph per line',
    },
  },
  'notion.query_database': {
    name: 'Query database',
    description:
      'Lists the pages of a Notion database, optionally filtered and sorted with Notion’s filter and sort objects.',
    actions: {
      run: 'Query database',
    },
    fields: {
      authorization: 'Authorization',
      databaseId: 'Database ID',
      filter: 'Filter',
      sorts: 'Sorts',
      returnAll: 'Return all',
      limit: 'Limit',
    },
    help: {
      authorization: 'An authorization of kind bearer or oauth2',
      databaseId:
        'The 32-character id in the database’s link; the database must be shared with the integration',
      filter: 'A Notion filter object',
      sorts: 'A list of Notion sort objects',
      returnAll: 'Read every page; otherwise stop at the limit',
      limit: 'The most items to return',
    },
  },
  'notion.get_page': {
    name: 'Get page',
    description: 'Reads one Notion page by id: its properties, URL and times.',
    actions: {
      run: 'Get page',
    },
    fields: {
      authorization: 'Authorization',
      pageId: 'Page ID',
    },
    help: {
      authorization: 'An authorization of kind bearer or oauth2',
    },
  },
  'notion.append_text': {
    name: 'Append text',
    description: 'Adds paragraphs of text at the end of a Notion page (one paragraph per line).',
    actions: {
      run: 'Append text',
    },
    fields: {
      authorization: 'Authorization',
      pageId: 'Page ID',
      text: 'Text',
    },
    help: {
      authorization: 'An authorization of kind bearer or oauth2',
    },
  },
  'notion.custom_api_call': customApiCall('Notion', 'https://api.notion.com/v1', ['bearer', 'oauth2']),
  'github.new_issue': {
    name: 'New issue',
    description:
      "Starts the workflow when an issue is opened in a GitHub repository (a repository webhook). The webhook is registered with GitHub when the workflow is turned on, and each delivery's signature is checked.",
    actions: {
      run: 'New issue',
    },
    fields: {
      authorization: 'Authorization',
      owner: 'Owner',
      repo: 'Repository',
    },
    help: {
      authorization: 'An authorization of kind oauth2 or bearer',
      owner: 'The user or organization',
      repo: 'The repository name',
    },
  },
  'github.create_issue': {
    name: 'Create issue',
    description:
      'Opens a new issue in a GitHub repository with a title, an optional body, labels and assignees; returns the issue with its number and URL.',
    actions: {
      run: 'Create issue',
    },
    fields: {
      authorization: 'Authorization',
      owner: 'Owner',
      repo: 'Repository',
      title: 'Title',
      body: 'Body',
      labels: 'Labels',
      assignees: 'Assignees',
    },
    help: {
      authorization: 'An authorization of kind oauth2 or bearer',
      owner: 'The user or organization',
      repo: 'The repository name',
      body: 'Markdown',
      labels: 'Comma-separated label names',
      assignees: 'Comma-separated user logins',
    },
  },
  'github.get_issue': {
    name: 'Get issue',
    description:
      'Reads one issue of a GitHub repository by its number: title, body, state, labels and author.',
    actions: {
      run: 'Get issue',
    },
    fields: {
      authorization: 'Authorization',
      owner: 'Owner',
      repo: 'Repository',
      issue_number: 'Issue number',
    },
    help: {
      authorization: 'An authorization of kind oauth2 or bearer',
      owner: 'The user or organization',
      repo: 'The repository name',
    },
  },
  'github.list_issues': {
    name: 'List issues',
    description:
      'Lists the issues of a GitHub repository (pull requests included, as GitHub does), newest first, filtered by state and labels.',
    actions: {
      run: 'List issues',
    },
    fields: {
      authorization: 'Authorization',
      owner: 'Owner',
      repo: 'Repository',
      state: 'State',
      labels: 'Labels',
      returnAll: 'Return all',
      limit: 'Limit',
    },
    help: {
      authorization: 'An authorization of kind oauth2 or bearer',
      owner: 'The user or organization',
      repo: 'The repository name',
      labels: 'Comma-separated; issues with all of them',
      returnAll: 'Read every page; otherwise stop at the limit',
      limit: 'The most items to return',
    },
  },
  'github.create_comment': {
    name: 'Create comment',
    description: 'Adds a comment to a GitHub issue or pull request; returns the comment with its id and URL.',
    actions: {
      run: 'Create comment',
    },
    fields: {
      authorization: 'Authorization',
      owner: 'Owner',
      repo: 'Repository',
      issue_number: 'Issue number',
      body: 'Comment',
    },
    help: {
      authorization: 'An authorization of kind oauth2 or bearer',
      owner: 'The user or organization',
      repo: 'The repository name',
    },
  },
  'github.custom_api_call': customApiCall('GitHub', 'https://api.github.com', ['oauth2', 'bearer']),
  'jira.new_issue': {
    name: 'New issue',
    description:
      "Starts the workflow with the Jira issues created since the last check, optionally narrowed by JQL. Checked on the workflow's schedule; each run hands on only the items not handed on before.",
    actions: {
      run: 'New issue',
    },
    fields: {
      authorization: 'Authorization',
      jql: 'Only issues matching (JQL)',
    },
    help: {
      authorization: 'An authorization of kind bearer',
    },
  },
  'jira.create_issue': {
    name: 'Create issue',
    description:
      'Creates a Jira issue in a project with a summary, an issue type, an optional plain-text description and labels; returns its id, key (PROJ-123) and API URL.',
    actions: {
      run: 'Create issue',
    },
    fields: {
      authorization: 'Authorization',
      project: 'Project key',
      issueType: 'Issue type',
      summary: 'Summary',
      description: 'Description',
      labels: 'Labels',
    },
    help: {
      authorization: 'An authorization of kind bearer',
      issueType: 'Task, Bug, Story…',
      description: 'Plain text; one paragraph per line',
      labels: 'Comma-separated, no spaces inside a label',
    },
  },
  'jira.get_issue': {
    name: 'Get issue',
    description:
      'Reads one Jira issue by its key or id: summary, status, type, project, assignee, labels and dates (the listed fields, or all).',
    actions: {
      run: 'Get issue',
    },
    fields: {
      authorization: 'Authorization',
      issueKey: 'Issue key',
      fields: 'Fields',
    },
    help: {
      authorization: 'An authorization of kind bearer',
      issueKey: 'The issue key or numeric id',
      fields: 'Comma-separated field ids, or *all',
    },
  },
  'jira.search_issues': {
    name: 'Search issues',
    description:
      'Finds Jira issues with a JQL query (for example project = PROJ AND status = "To Do" ORDER BY created DESC) and returns them with the chosen fields.',
    actions: {
      run: 'Search issues',
    },
    fields: {
      authorization: 'Authorization',
      jql: 'JQL',
      fields: 'Fields',
      returnAll: 'Return all',
      limit: 'Limit',
    },
    help: {
      authorization: 'An authorization of kind bearer',
      fields: 'Comma-separated field ids',
      returnAll: 'Read every page; otherwise stop at the limit',
      limit: 'The most items to return',
    },
  },
  'jira.add_comment': {
    name: 'Add comment',
    description:
      'Adds a plain-text comment to a Jira issue; returns the comment with its id, author and creation time.',
    actions: {
      run: 'Add comment',
    },
    fields: {
      authorization: 'Authorization',
      issueKey: 'Issue key',
      body: 'Comment',
    },
    help: {
      authorization: 'An authorization of kind bearer',
      issueKey: 'The issue key or numeric id',
    },
  },
  'jira.custom_api_call': customApiCall('Jira', 'https://your-domain.atlassian.net', ['bearer']),
};
