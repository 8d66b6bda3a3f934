// One HTTP call to a message gateway: a deadline, and one retry when the gateway answers 5xx or the
// connection fails before an answer. A timeout is not retried: the gateway may have sent the message.
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

export interface HttpSendOptions {
  timeoutMs: number;
  /** Pause before the retry. */
  retryDelayMs?: number;
}

async function attempt(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new DeliveryError(`no answer within ${timeoutMs} ms`);
    }
    throw new DeliveryError(`connection failed: ${(error as Error).message}`, 0);
  }
}

const retryable = (error: unknown) => error instanceof DeliveryError && error.status !== undefined && (error.status === 0 || error.status >= 500);

/** Resolves on a 2xx answer; throws DeliveryError otherwise (the body's first 200 characters in the message). */
export async function httpSend(url: string, init: RequestInit, options: HttpSendOptions): Promise<void> {
  const once = async () => {
    const response = await attempt(url, init, options.timeoutMs);
    if (response.ok) {
      await response.body?.cancel();
      return;
    }
    const body = (await response.text().catch(() => '')).slice(0, 200);
    throw new DeliveryError(`gateway answered ${response.status}: ${body}`, response.status);
  };
  try {
    await once();
  } catch (error) {
    if (!retryable(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs ?? 300));
    await once();
  }
}
