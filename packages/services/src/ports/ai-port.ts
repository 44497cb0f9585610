import type { AiPort, ChatRequest, ChatResponse } from '@flowlane/engine';
import { UserError } from '@flowlane/engine';
import { OpenAiConnection } from '../connectors/index.js';
import { DEFAULT_SERVICE_CONFIG, type ServiceConfig } from '../support/config.js';

/** The engine's ai port over the chat-completion connector: the credential's fields are the API's base URL and key. */
export function createAiPort(
  config: Pick<ServiceConfig, 'connectors' | 'network'> = DEFAULT_SERVICE_CONFIG,
): AiPort {
  return {
    async chat(request: ChatRequest): Promise<ChatResponse> {
      const fields = { baseUrl: 'https://api.openai.com/v1', ...request.credential.fields };
      const connection = OpenAiConnection.safeParse(fields);
      if (!connection.success) {
        throw new UserError(`The authorization "${request.credential.id}" needs a base URL and an API key`, {
          code: 'AUTHORIZATION_INVALID',
        });
      }
      const result = await config.connectors.chatCompletion(
        {
          ...connection.data,
          model: request.model,
          messages: request.messages,
          ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
          ...(request.maxTokens === undefined ? {} : { maxTokens: request.maxTokens }),
          ...(request.responseFormat ? { responseFormat: request.responseFormat } : {}),
          ...(request.timeoutMs ? { timeoutMs: request.timeoutMs } : {}),
        },
        { ...config.network, ...(request.signal ? { signal: request.signal } : {}) },
      );
      return result;
    },
  };
}
