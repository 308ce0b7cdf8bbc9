import type { Config } from '../../config.ts';
import { SendFailure } from '../../platform/mail.ts';
import type { ChannelSender } from './channels.ts';

export interface WhatsappCloud {
  token: string;
  phoneNumberId: string;
  /** The Graph API's address with its version, e.g. https://graph.facebook.com/v21.0 */
  apiUrl: string;
}

/** The WhatsApp Cloud API settings when both WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set. */
let cloud: WhatsappCloud | null = null;

export function configureWhatsappCloud(
  config: Pick<Config, 'WHATSAPP_TOKEN' | 'WHATSAPP_PHONE_NUMBER_ID' | 'WHATSAPP_API_URL'>,
) {
  const { WHATSAPP_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId, WHATSAPP_API_URL: apiUrl } = config;
  cloud = token && phoneNumberId ? { token, phoneNumberId, apiUrl } : null;
  return cloud;
}

export const whatsappCloudEnabled = () => cloud !== null;

/**
 * The outbox's sender of WhatsApp messages: each is one text message through the Cloud API
 * (`POST /{phone-number-id}/messages`, the recipient in international digits). WhatsApp's own reason is kept: a
 * refusal (4xx) is never retried, a busy or unreachable service (429, 5xx, no connection) is retried with back-off,
 * and a request that timed out may have arrived, so it is not sent again by itself.
 */
export function whatsappSender(settings: WhatsappCloud): ChannelSender {
  return {
    send: async (message) => {
      let response: Response;
      try {
        response = await fetch(`${settings.apiUrl}/${settings.phoneNumberId}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: message.recipient,
            type: 'text',
            text: { preview_url: true, body: message.text },
          }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new SendFailure(`WhatsApp could not be reached: ${String(error)}`, timedOut ? 'unknown' : 'retry');
      }
      if (response.ok) return;
      const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
      const reason = `WhatsApp answered ${response.status}: ${answer.error?.message ?? response.statusText}`;
      throw new SendFailure(reason, response.status === 429 || response.status >= 500 ? 'retry' : 'refused');
    },
  };
}
