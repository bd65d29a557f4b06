// The content screens' status texts and pills, and small helpers they share.
import type { EnquiryStatus, PostStatus } from '../../../shared/admin-content';
import type { NewsletterStatus } from '../../../shared/content';
import { formatDateTime } from '../format';

type Tone = 'ok' | 'info' | 'action' | 'bad' | 'neutral';

function Pill({ tone, status, text }: { tone: Tone; status: string; text: string }) {
  return (
    <span className={`swa-status swa-status--${tone}`} data-status={status}>
      {text}
    </span>
  );
}

export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  published: 'Published',
  scheduled: 'Scheduled',
  draft: 'Draft',
};
const POST_TONE: Record<PostStatus, Tone> = {
  published: 'ok',
  scheduled: 'info',
  draft: 'neutral',
};

/** Published (green), Scheduled (blue, with its time as a tooltip), Draft (grey). */
export function PostStatusPill({ status, at }: { status: PostStatus; at?: string | null }) {
  const text =
    status === 'scheduled' && at ? `Scheduled · ${formatDateTime(at)}` : POST_STATUS_LABELS[status];
  return <Pill tone={POST_TONE[status]} status={status} text={text} />;
}

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  NEW: 'New',
  READ: 'Read',
  HANDLED: 'Handled',
};
const ENQUIRY_TONE: Record<EnquiryStatus, Tone> = { NEW: 'action', READ: 'info', HANDLED: 'ok' };

export function EnquiryStatusPill({ status }: { status: EnquiryStatus }) {
  return <Pill tone={ENQUIRY_TONE[status]} status={status} text={ENQUIRY_STATUS_LABELS[status]} />;
}

export function CommentStatusPill({ status }: { status: 'visible' | 'hidden' }) {
  return (
    <Pill
      tone={status === 'visible' ? 'ok' : 'neutral'}
      status={status}
      text={status === 'visible' ? 'Visible' : 'Hidden'}
    />
  );
}

export const SUBSCRIBER_STATUS_LABELS: Record<NewsletterStatus, string> = {
  SUBSCRIBED: 'Subscribed',
  UNSUBSCRIBED: 'Unsubscribed',
};

export function SubscriberStatusPill({ status }: { status: NewsletterStatus }) {
  return (
    <Pill
      tone={status === 'SUBSCRIBED' ? 'ok' : 'neutral'}
      status={status}
      text={SUBSCRIBER_STATUS_LABELS[status]}
    />
  );
}

/** The first `max` characters of a text on one line, with an ellipsis when cut. */
export function snippet(text: string, max = 120): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : line;
}
