/** "3 d 4 h", "2 h 5 min", "42 s": the two largest units are enough to read at a glance. */
export function formatUptime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const units: [string, number][] = [
    ['d', Math.floor(seconds / 86_400)],
    ['h', Math.floor((seconds % 86_400) / 3_600)],
    ['min', Math.floor((seconds % 3_600) / 60)],
    ['s', seconds % 60],
  ];
  const first = units.findIndex(([, value]) => value > 0);
  if (first === -1) return '0 s';
  return units
    .slice(first, first + 2)
    .filter(([, value]) => value > 0)
    .map(([unit, value]) => `${value} ${unit}`)
    .join(' ');
}
