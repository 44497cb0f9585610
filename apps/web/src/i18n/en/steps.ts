import type { Texts } from '../shape';
import { appSteps } from './app-steps';

/**
 * The step catalogue's texts by service id: name, description, category, actions, field labels and help,
 * output handles. English is the catalogue of packages/services and the apps of packages/connectors
 * (app-steps.ts), letter for letter (tests compare them);
 * the designer shows the interface language's (localizeService in features/designer/api/step-texts.ts).
 */
export const steps = {
  categories: {
    AI: 'AI',
    Code: 'Code',
    Communication: 'Communication',
    Data: 'Data',
    Databases: 'Databases',
    Files: 'Files',
    Flow: 'Flow',
    Messaging: 'Messaging',
    Network: 'Network',
    Triggers: 'Triggers',
  },
  handles: {
    default: 'Default',
    done: 'Done',
    false: 'False',
    loop: 'Loop',
    main: 'Output',
    true: 'True',
  },
  services: {
    'trigger.manual': {
      name: 'Manual trigger',
      description: 'Starts the workflow when you run it by hand, with an optional test payload.',
      actions: {
        run: 'On manual run',
      },
      fields: {
        samplePayload: 'Test payload',
      },
      help: {
        samplePayload: 'Used when the run is started without one',
      },
    },
    'trigger.webhook': {
      name: 'Webhook',
      description: 'Starts the workflow when a request arrives at its webhook URL.',
      actions: {
        run: 'On request',
      },
      fields: {
        method: 'Accepted method',
      },
      help: {
        method: 'Requests with another method are refused before a run starts',
      },
    },
    'trigger.schedule': {
      name: 'Schedule',
      description: "Starts the workflow on the workflow's schedule (set in its Schedule settings).",
      actions: {
        run: 'On schedule',
      },
      fields: {},
      help: {},
    },
    'trigger.mailhook': {
      name: 'Mailhook',
      description: "Starts the workflow when a mail arrives at the workflow's mail address.",
      actions: {
        run: 'On mail',
      },
      fields: {},
      help: {},
    },
    'data.set': {
      name: 'Set / Transform',
      description: 'Sets named values, or reshapes data with one mapping.',
      actions: {
        run: 'Set',
      },
      fields: {
        mode: 'Mode',
        values: 'Values',
        keepInput: 'Keep incoming fields',
        json: 'Output',
      },
      help: {
        values: 'Each value may be a {{ mapping }}',
        json: 'In json mode: the output, usually one {{ mapping }}',
      },
    },
    'flow.if': {
      name: 'IF',
      description: 'Continues on the true or the false branch.',
      actions: {
        run: 'Check',
      },
      fields: {
        condition: 'Condition',
        conditions: 'Comparisons',
        combine: 'Combine comparisons',
      },
      help: {
        condition: 'One mapping that is true or false; wins over the list',
        conditions:
          'A list of {left, operator, right}; operators: equals, notEquals, contains, notContains, startsWith, endsWith, matches, greaterThan, lessThan, greaterOrEqual, lessOrEqual, isEmpty, isNotEmpty, isTrue, isFalse',
      },
    },
    'flow.switch': {
      name: 'Switch',
      description: 'Continues on the first case that matches, or on the default branch.',
      actions: {
        run: 'Route',
      },
      fields: {
        value: 'Value',
        cases: 'Cases',
      },
      help: {
        value: 'What the cases compare against, usually a {{ mapping }}',
        cases:
          'A list of {handle, label, value, operator} or {handle, label, when}; each handle is an output',
      },
    },
    'flow.loop': {
      name: 'Loop',
      description: 'Runs the steps on its loop branch once per item, then continues on done.',
      actions: {
        run: 'For each item',
      },
      fields: {
        items: 'Items',
        limit: 'At most',
        breakWhen: 'Stop when',
      },
      help: {
        items: 'A list, usually a {{ mapping }}; an object loops over its entries',
        limit: 'Only the first items are used',
        breakWhen: 'Checked after each iteration, e.g. steps.check.found = true',
      },
    },
    'flow.merge': {
      name: 'Merge',
      description: 'Waits for its inputs (all, any or the first) and joins their data.',
      actions: {
        run: 'Merge',
      },
      fields: {
        mode: 'Wait for',
      },
      help: {},
    },
    'flow.delay': {
      name: 'Delay',
      description: 'Waits for a while, or until a given time, then continues.',
      actions: {
        run: 'Wait',
      },
      fields: {
        amount: 'Wait for',
        unit: 'Unit',
        until: 'Or until',
      },
      help: {
        until: 'An ISO date and time; wins over "wait for"',
      },
    },
    'flow.subworkflow': {
      name: 'Sub-workflow',
      description: 'Runs another workflow and continues with its result.',
      actions: {
        run: 'Run workflow',
      },
      fields: {
        workflowId: 'Workflow',
        input: 'Input',
      },
      help: {
        input: "The sub-workflow's trigger data",
      },
    },
    'flow.webhook-response': {
      name: 'Webhook Response',
      description: 'Answers the webhook request that started the run (when the webhook waits for a reply).',
      actions: {
        run: 'Respond',
      },
      fields: {
        status: 'Status code',
        headers: 'Headers',
        body: 'Body',
      },
      help: {
        body: 'Text, or JSON (sent as application/json)',
      },
    },
    'code.javascript': {
      name: 'Code',
      description: 'Runs JavaScript in a sandbox with the data you give it, and returns a JSON result.',
      actions: {
        run: 'Run JavaScript',
      },
      fields: {
        code: 'Code',
        input: 'Input',
        timeLimitMs: 'Time limit (ms)',
        memoryLimitMb: 'Memory limit (MiB)',
      },
      help: {
        code: '`input` holds the Input below; return a JSON value',
        input: 'Defaults to everything: trigger, steps, vars, env',
      },
    },
    'http.request': {
      name: 'HTTP Request',
      description: 'Calls an HTTP API and outputs its answer.',
      actions: {
        run: 'Send request',
      },
      fields: {
        authorization: 'Authorization',
        method: 'Method',
        url: 'URL',
        headers: 'Headers',
        query: 'Query parameters',
        bodyType: 'Body type',
        body: 'Body',
        contentType: 'Content type (raw body)',
        responseType: 'Read the response as',
        timeoutMs: 'Timeout (ms)',
        throwOnHttpError: 'Fail on 4xx/5xx',
        followRedirects: 'Follow redirects',
        pagination: 'Pagination',
      },
      help: {
        authorization: 'An authorization of kind bearer or basic or apikey or oauth2',
        pagination:
          '{mode: nextUrlFromBody | linkHeader | page | offset, ...}; items of every page go to items',
      },
    },
    'mail.send': {
      name: 'Send E-mail',
      description: 'Sends an e-mail, through your SMTP server or the Flowlane mailer.',
      actions: {
        run: 'Send',
      },
      fields: {
        authorization: 'Authorization',
        from: 'From',
        to: 'To',
        cc: 'Cc',
        bcc: 'Bcc',
        replyTo: 'Reply to',
        subject: 'Subject',
        text: 'Text',
        html: 'HTML',
      },
      help: {
        authorization: 'An authorization of kind smtp',
        from: 'Required with an SMTP authorization',
        to: 'One address, or several separated by commas',
      },
    },
    'db.postgres': {
      name: 'PostgreSQL query',
      description: 'Runs one SQL statement on a PostgreSQL database, with $1, $2 parameters.',
      actions: {
        run: 'Query',
      },
      fields: {
        authorization: 'Authorization',
        sql: 'SQL',
        params: 'Parameters',
      },
      help: {
        authorization: 'An authorization of kind postgres',
        params: 'A list, bound to $1, $2, ... (never spliced into the SQL)',
      },
    },
    'db.mysql': {
      name: 'MySQL query',
      description: 'Runs one SQL statement on a MySQL database, with ? parameters.',
      actions: {
        run: 'Query',
      },
      fields: {
        authorization: 'Authorization',
        sql: 'SQL',
        params: 'Parameters',
      },
      help: {
        authorization: 'An authorization of kind mysql',
        params: 'A list, bound to the ? placeholders in order',
      },
    },
    'db.redis': {
      name: 'Redis command',
      description:
        'Sends one command to Redis (GET, SET, HSET, LPUSH, ...). Destructive admin commands are refused.',
      actions: {
        run: 'Command',
      },
      fields: {
        authorization: 'Authorization',
        command: 'Command',
        args: 'Arguments',
      },
      help: {
        authorization: 'An authorization of kind redis',
        args: 'A list, e.g. ["key", "value"]',
      },
    },
    'mq.mqtt': {
      name: 'MQTT publish',
      description: 'Publishes a message to an MQTT topic.',
      actions: {
        run: 'Publish',
      },
      fields: {
        authorization: 'Authorization',
        topic: 'Topic',
        payload: 'Payload',
        qos: 'QoS',
        retain: 'Retain',
      },
      help: {
        authorization: 'An authorization of kind mqtt',
        payload: 'Text is sent as is; anything else as JSON',
      },
    },
    'mq.amqp': {
      name: 'AMQP publish',
      description:
        'Publishes a message to RabbitMQ (or another AMQP 0-9-1 broker) and waits for its confirmation.',
      actions: {
        run: 'Publish',
      },
      fields: {
        authorization: 'Authorization',
        queue: 'Queue',
        exchange: 'Exchange',
        routingKey: 'Routing key',
        payload: 'Payload',
        headers: 'Headers',
        contentType: 'Content type',
        persistent: 'Persistent',
        assertQueue: 'Create the queue if missing',
        mandatory: 'Fail when no queue gets it',
      },
      help: {
        authorization: 'An authorization of kind amqp',
        queue: 'Sends to this queue (the default exchange)',
      },
    },
    'mq.nats': {
      name: 'NATS publish',
      description: 'Publishes a message on a NATS subject, or sends a request and waits for the reply.',
      actions: {
        run: 'Publish',
      },
      fields: {
        authorization: 'Authorization',
        subject: 'Subject',
        payload: 'Payload',
        headers: 'Headers',
        waitForReply: 'Wait for a reply',
        replyTimeoutMs: 'Reply timeout (ms)',
      },
      help: {
        authorization: 'An authorization of kind nats',
      },
    },
    'ai.chat': {
      name: 'AI model',
      description: 'Asks a chat model (OpenAI or a compatible API) and outputs its answer.',
      actions: {
        run: 'Chat completion',
      },
      fields: {
        authorization: 'Authorization',
        model: 'Model',
        system: 'Instructions',
        prompt: 'Prompt',
        messages: 'Messages',
        temperature: 'Temperature',
        maxTokens: 'Max tokens',
        responseFormat: 'Answer as',
      },
      help: {
        authorization: 'An authorization of kind openai',
        prompt: 'The user message; or give the whole conversation in Messages',
        messages: 'A list of {role, content}, sent after the instructions',
      },
    },
    'ai.agent': {
      name: 'AI Agent',
      description:
        'Answers a message with a chat model that may call tools (app steps, HTTP requests, workflows, MCP servers) on its way; outputs its answer.',
      actions: {
        run: 'Run the agent',
      },
      fields: {
        authorization: 'Authorization',
        model: 'Model',
        system: 'System prompt',
        prompt: 'User message',
        tools: 'Tools',
        maxTurns: 'Most turns',
        conversation: 'Conversation key',
        rememberTurns: 'Turns remembered',
        outputSchema: 'Output schema',
        temperature: 'Temperature',
      },
      help: {
        authorization: 'An authorization of kind openai or anthropic or gemini',
        model:
          "The model's name at its provider (claude-sonnet-4-5, gemini-2.5-flash, llama3.2…); empty: the authorization's default model",
        system: 'Who the agent is and how it should work',
        prompt: 'What the agent answers, e.g. {{ trigger.text }}',
        tools:
          'A list of tools: {"kind": "step", "serviceId": "slack.send_message", "authorization": "…"}, {"kind": "workflow", "workflowId": "…", "name": "…", "description": "…"} or {"kind": "mcp", "authorization": "…"}; add "needsApproval": true to a tool a person must approve',
        maxTurns: 'Model calls at most, tool rounds included',
        conversation:
          'Remembers the last turns of this conversation between runs, e.g. {{ trigger.chatId }}; empty: no memory',
        outputSchema: 'A JSON Schema: the agent then answers with an object of this shape, in "output"',
      },
    },
    'data.dataset': {
      name: 'Dataset',
      description: 'Finds, counts, adds, changes or removes rows of one of your datasets.',
      actions: {
        find: 'Find rows',
        count: 'Count rows',
        insert: 'Add rows',
        update: 'Change rows',
        upsert: 'Add or change rows',
        delete: 'Remove rows',
      },
      fields: {
        datasetId: 'Dataset',
        filter: 'Filter',
        sort: 'Sort by column',
        direction: 'Direction',
        limit: 'At most',
        offset: 'Skip',
        rows: 'Rows',
        values: 'Values',
      },
      help: {
        filter:
          '{"column": value} or [{"column", "operator": contains|startsWith|endsWith|matches|gt|lt|equals, "value"}] or {"join": "or", "conditions": [...]}',
        rows: 'One row object or a list of them',
      },
    },
    'file.pdf-ocr': {
      name: 'PDF OCR',
      description: 'Reads the text of a stored PDF, recognising scanned pages.',
      actions: {
        run: 'Read text',
      },
      fields: {
        fileId: 'PDF file',
        language: 'Language',
        maxPages: 'Pages at most',
        timeoutSeconds: 'Time limit (seconds)',
      },
      help: {
        fileId: 'The id of a stored PDF: an upload to PDF storage or a mailhook attachment',
        maxPages: 'Pages after this many are not read (at most 500)',
        timeoutSeconds: 'The step fails when reading takes longer (at most 600)',
      },
    },
    'n8n.placeholder': {
      name: 'n8n node to replace',
      description: 'An n8n node the import could not map. It keeps its parameters and fails when run.',
      actions: {
        run: 'Stop',
      },
      fields: {
        n8nType: 'n8n node type',
        n8nTypeVersion: 'n8n node version',
        reason: 'Why it is not mapped',
        n8nParameters: 'n8n parameters',
      },
      help: {
        n8nParameters: 'As exported, for reference',
      },
    },
    ...appSteps,
  },
};

export type StepsTexts = Texts<typeof steps>;
