export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON when the response says it is JSON, the text otherwise. */
  body: unknown;
}

/** Outbound HTTP. The real one goes through the SSRF guard. */
export interface HttpPort {
  request(request: HttpRequest): Promise<HttpResponse>;
}
