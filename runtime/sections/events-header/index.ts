import { eventsHeaderMeta } from '../../../schemas/sections/events-header';
import { defineSection } from '../../define-section';
import { EventsHeader } from './EventsHeader';

export const eventsHeader = defineSection(eventsHeaderMeta, EventsHeader);
