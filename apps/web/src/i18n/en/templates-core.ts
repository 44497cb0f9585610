/** The integration library's first templates: webhooks, mail and schedules to HTTP, databases and brokers. */
export const coreTemplates = {
  'schedule-http-check': {
    name: 'Website check with mail on failure',
    description: 'Calls a URL on a schedule and mails you when it does not answer with the expected status.',
    instructions:
      'Every few minutes the URL is requested (GET, 10 s timeout). When the answer is missing or has another status, a mail says what happened.',
    settings: {
      url: {
        label: 'URL to check',
      },
      expectedStatus: {
        label: 'Expected status',
      },
      everyMinutes: {
        label: 'Check every (minutes)',
      },
      email: {
        label: 'Send to',
        help: 'One address, or several separated by commas.',
      },
      from: {
        label: 'From',
        help: 'The sender address; needed when you choose an SMTP server.',
      },
    },
    authorizations: {
      smtp: {
        label: 'SMTP server',
        help: 'Optional: without one, Flowlane sends the mail itself.',
      },
    },
  },
  'mailhook-to-http': {
    name: 'Mail to webhook (HTTP POST)',
    description: 'Posts every mail received at the integration’s address to a URL as JSON.',
    instructions:
      'Mail the address shown on the integration. The sender, recipients, subject, text and attachment names are posted as JSON to the URL.',
    settings: {
      url: {
        label: 'Post to URL',
      },
    },
    authorizations: {},
  },
  'webhook-ai-reply': {
    name: 'AI chat reply to a webhook',
    description: 'Answers each request with a reply from an OpenAI-compatible chat model.',
    instructions:
      'POST {"message": "..."} (or plain text) to the webhook URL; the answer comes back in the same request as {"reply": "..."}.',
    settings: {
      model: {
        label: 'Model',
      },
      system: {
        label: 'Instructions',
      },
    },
    authorizations: {
      ai: {
        label: 'OpenAI-compatible API',
      },
    },
  },
  'form-to-mail': {
    name: 'Form or JSON webhook to mail',
    description: 'Mails you every form submission or JSON request, field by field, and thanks the sender.',
    instructions:
      'Point an HTML form’s action (method POST) or any JSON client at the webhook URL. You get a mail listing each field; the sender gets your thank-you text.',
    settings: {
      email: {
        label: 'Send to',
        help: 'One address, or several separated by commas.',
      },
      subject: {
        label: 'Subject',
      },
      thanks: {
        label: 'Answer to the sender',
      },
      from: {
        label: 'From',
        help: 'The sender address; needed when you choose an SMTP server.',
      },
    },
    authorizations: {
      smtp: {
        label: 'SMTP server',
        help: 'Optional: without one, Flowlane sends the mail itself.',
      },
    },
  },
  'webhook-forward': {
    name: 'Webhook relay (HTTP POST)',
    description: 'Forwards every request body to another URL as JSON.',
    instructions: 'Each request body is posted as JSON to the target URL; a failed post fails the run.',
    settings: {
      url: {
        label: 'Forward to URL',
      },
      method: {
        label: 'Accepted method',
        help: 'Requests with another method are refused.',
      },
    },
    authorizations: {},
  },
  'webhook-to-postgres': {
    name: 'Webhook to PostgreSQL row',
    description: 'Stores every request sent to a webhook URL as a row in a PostgreSQL table.',
    instructions:
      'Send JSON to the webhook URL shown on the integration. Each request becomes a row (id, payload jsonb, received_at) in the table; the table is created on the first run.',
    settings: {
      table: {
        label: 'Table',
        help: 'Created on the first run if it does not exist.',
      },
      method: {
        label: 'Accepted method',
        help: 'Requests with another method are refused.',
      },
    },
    authorizations: {
      database: {
        label: 'PostgreSQL database',
      },
    },
  },
  'webhook-to-mysql': {
    name: 'Webhook to MySQL row',
    description: 'Stores every request sent to a webhook URL as a row in a MySQL or MariaDB table.',
    instructions:
      'Send JSON to the webhook URL. Each request becomes a row (id, payload JSON, received_at); the table is created on the first run.',
    settings: {
      table: {
        label: 'Table',
        help: 'Created on the first run if it does not exist.',
      },
      method: {
        label: 'Accepted method',
        help: 'Requests with another method are refused.',
      },
    },
    authorizations: {
      database: {
        label: 'MySQL database',
      },
    },
  },
  'webhook-to-redis': {
    name: 'Webhook to Redis',
    description: 'Pushes every request body onto a Redis list, or publishes it on a channel.',
    instructions:
      'Each request body is sent as JSON text with the chosen command: LPUSH/RPUSH add it to the list named by the key, PUBLISH sends it on the channel named by the key.',
    settings: {
      command: {
        label: 'Command',
      },
      key: {
        label: 'List key or channel',
      },
      method: {
        label: 'Accepted method',
        help: 'Requests with another method are refused.',
      },
    },
    authorizations: {
      redis: {
        label: 'Redis server',
      },
    },
  },
  'mailhook-to-postgres': {
    name: 'Mail to PostgreSQL row',
    description: 'Stores every mail received at the integration’s address as a row in a PostgreSQL table.',
    instructions:
      'Mail the address shown on the integration. Each mail becomes a row (sender, subject, body, received_at); the table is created on the first run.',
    settings: {
      table: {
        label: 'Table',
        help: 'Created on the first run if it does not exist.',
      },
    },
    authorizations: {
      database: {
        label: 'PostgreSQL database',
      },
    },
  },
  'schedule-postgres-digest': {
    name: 'Daily PostgreSQL digest by mail',
    description: 'Runs a query every day and mails the rows.',
    instructions:
      'Every day at the chosen hour (in the chosen time zone) the query runs; the mail lists each row as JSON, and its subject gives the row count.',
    settings: {
      sql: {
        label: 'Query',
      },
      hour: {
        label: 'Hour of the day',
      },
      timezone: {
        label: 'Time zone',
        help: 'An IANA time zone such as Europe/Istanbul.',
      },
      subject: {
        label: 'Subject',
      },
      email: {
        label: 'Send to',
        help: 'One address, or several separated by commas.',
      },
      from: {
        label: 'From',
        help: 'The sender address; needed when you choose an SMTP server.',
      },
    },
    authorizations: {
      database: {
        label: 'PostgreSQL database',
      },
      smtp: {
        label: 'SMTP server',
        help: 'Optional: without one, Flowlane sends the mail itself.',
      },
    },
  },
  'webhook-to-amqp': {
    name: 'Webhook to RabbitMQ queue',
    description: 'Publishes every request body to an AMQP (RabbitMQ) queue.',
    instructions:
      'Each request body is published as JSON to the queue (created if missing), persistent unless you turn it off.',
    settings: {
      queue: {
        label: 'Queue',
      },
      persistent: {
        label: 'Persistent messages',
      },
      method: {
        label: 'Accepted method',
        help: 'Requests with another method are refused.',
      },
    },
    authorizations: {
      broker: {
        label: 'AMQP broker',
      },
    },
  },
  'webhook-to-nats': {
    name: 'Webhook to NATS subject',
    description: 'Publishes every request body on a NATS subject.',
    instructions: 'Each request body is published as JSON on the subject.',
    settings: {
      subject: {
        label: 'Subject',
      },
      method: {
        label: 'Accepted method',
        help: 'Requests with another method are refused.',
      },
    },
    authorizations: {
      nats: {
        label: 'NATS server',
      },
    },
  },
  'webhook-to-mqtt': {
    name: 'Webhook to MQTT topic',
    description: 'Publishes every request body on an MQTT topic.',
    instructions: 'Each request body is published as JSON on the topic with the chosen QoS.',
    settings: {
      topic: {
        label: 'Topic',
      },
      qos: {
        label: 'QoS',
      },
      retain: {
        label: 'Retain',
      },
      method: {
        label: 'Accepted method',
        help: 'Requests with another method are refused.',
      },
    },
    authorizations: {
      broker: {
        label: 'MQTT broker',
      },
    },
  },
};
