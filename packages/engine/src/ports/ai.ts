import type { Credential } from './credentials.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  credential: Credential;
  model: string;
  messages: ChatMessage[];
  temperature?: number;
  maxTokens?: number;
  /** 'json' asks the model for a JSON object and parses it into `json`. */
  responseFormat?: 'text' | 'json';
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface ChatResponse {
  content: string;
  json?: unknown;
  model: string;
  finishReason?: string | null;
  usage?: { promptTokens?: number; completionTokens?: number; totalTokens?: number };
}

/** An OpenAI-compatible chat completion endpoint. */
export interface AiPort {
  chat(request: ChatRequest): Promise<ChatResponse>;
}
