// The agent home's greeting by the device's local hour (spec doc. 2 §4 "Greeting by local hour":
// "0 to 10 morning; above 10 to 14 early afternoon; above 14 to 18 late afternoon; above 18
// evening"; §9: boundaries 10, 14, 18).

export type Greeting = 'morning' | 'earlyAfternoon' | 'lateAfternoon' | 'evening';

/** "Above 10" is read on the clock with its minutes, not as the integer hour: 10:00 is still the
 *  morning and 10:01 is the early afternoon (the integer hour would keep 10:59 in the morning,
 *  which is not "10"). Seconds do not count: a greeting never changes within a minute. */
export function greetingAt(date: Date): Greeting {
  const hour = date.getHours() + date.getMinutes() / 60;
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'earlyAfternoon';
  return hour <= 18 ? 'lateAfternoon' : 'evening';
}
