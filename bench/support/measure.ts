/** Wall and CPU time of a piece of work: CPU time stays meaningful on a busy machine. */
export interface Measured<T> {
  result: T;
  wallMs: number;
  cpuMs: number;
}

export async function measure<T>(work: () => T | Promise<T>): Promise<Measured<T>> {
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  const result = await work();
  const cpu = process.cpuUsage(cpuBefore);
  return { result, wallMs: performance.now() - wallBefore, cpuMs: (cpu.user + cpu.system) / 1000 };
}

export function peakRssMb(): number {
  return process.resourceUsage().maxRSS / 1024;
}
