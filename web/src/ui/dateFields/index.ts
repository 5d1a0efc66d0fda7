export { DayField } from './DayField.js';
export { TimeOfDayField } from './TimeOfDayField.js';
export { DateTimeField } from './DateTimeField.js';
export { wallTimeAt } from './fieldValues.js';
