import type { Connectors } from '../support/config.js';

/** One recorded connector call: which function, with what input. */
export interface ConnectorCall {
  name: keyof Connectors;
  input: unknown;
}

export type ConnectorHandlers = Partial<Connectors>;

function unexpected(name: string): (...args: unknown[]) => never {
  return () => {
    throw new Error(`the test did not expect a ${name} call`);
  };
}

/**
 * Connectors that record their calls and answer with the test's handlers, so the catalogue's services
 * are tested without networks or databases.
 */
export function fakeConnectors(handlers: ConnectorHandlers = {}): {
  connectors: Connectors;
  calls: ConnectorCall[];
} {
  const calls: ConnectorCall[] = [];
  const h = handlers;
  const connectors: Connectors = {
    httpRequest: async (input, ctx) => {
      calls.push({ name: 'httpRequest', input });
      return (h.httpRequest ?? unexpected('httpRequest'))(input, ctx);
    },
    sendMail: async (input, ctx) => {
      calls.push({ name: 'sendMail', input });
      return (h.sendMail ?? unexpected('sendMail'))(input, ctx);
    },
    postgresQuery: async (input, ctx) => {
      calls.push({ name: 'postgresQuery', input });
      return (h.postgresQuery ?? unexpected('postgresQuery'))(input, ctx);
    },
    mysqlQuery: async (input, ctx) => {
      calls.push({ name: 'mysqlQuery', input });
      return (h.mysqlQuery ?? unexpected('mysqlQuery'))(input, ctx);
    },
    redisCommand: async (input, ctx) => {
      calls.push({ name: 'redisCommand', input });
      return (h.redisCommand ?? unexpected('redisCommand'))(input, ctx);
    },
    mqttPublish: async (input, ctx) => {
      calls.push({ name: 'mqttPublish', input });
      return (h.mqttPublish ?? unexpected('mqttPublish'))(input, ctx);
    },
    amqpPublish: async (input, ctx) => {
      calls.push({ name: 'amqpPublish', input });
      return (h.amqpPublish ?? unexpected('amqpPublish'))(input, ctx);
    },
    natsPublish: async (input, ctx) => {
      calls.push({ name: 'natsPublish', input });
      return (h.natsPublish ?? unexpected('natsPublish'))(input, ctx);
    },
    chatCompletion: async (input, ctx) => {
      calls.push({ name: 'chatCompletion', input });
      return (h.chatCompletion ?? unexpected('chatCompletion'))(input, ctx);
    },
  };
  return { connectors, calls };
}
