import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// One place extends dayjs, so every module that needs zones imports it from here.
dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };
export type { Dayjs } from 'dayjs';
