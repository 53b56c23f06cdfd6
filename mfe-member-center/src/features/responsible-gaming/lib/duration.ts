/** Whole hours and minutes of a number of seconds (the time played). */
export function hoursMinutes(totalSeconds: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor(totalSeconds / 60));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
