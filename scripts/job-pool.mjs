// The test command's scheduler: a fixed number of slots, each taking the next job of the list when it is
// free, so the two cores stay busy to the end instead of one lane running alone for its last minutes. A
// job may wait for a promise first (`after`: e.g. the reference site being built); the slot it holds
// waits with it, so jobs start in the list's order, which the caller sets longest first. Each job's
// wall time is kept, for the log's table.

/**
 * @typedef {{ name: string, after?: Promise<unknown>, run: () => Promise<unknown> }} Job
 * @param {Job[]} jobs in the order they start (longest first keeps the slots' ends close together)
 * @param {number} slots how many jobs run at once
 * @param {(line: string) => void} [say] hears a line when a job starts and when it ends (the jobs' own
 *   output goes to their logs: these lines show the run is moving)
 * @returns {Promise<{ name: string, startedAt: number, seconds: number }[]>} the jobs' times, in list
 *   order (`startedAt`: seconds since the pool started)
 */
export async function runJobs(jobs, slots, say = console.log) {
  const t0 = Date.now();
  const times = [];
  let next = 0;
  const slot = async () => {
    while (next < jobs.length) {
      const index = next++;
      const job = jobs[index];
      await job.after;
      const started = Date.now();
      say(`started ${job.name}`);
      await job.run();
      say(`finished ${job.name} (${Math.round((Date.now() - started) / 1000)} s)`);
      times[index] = {
        name: job.name,
        startedAt: Math.round((started - t0) / 1000),
        seconds: Math.round((Date.now() - started) / 1000),
      };
    }
  };
  await Promise.all(Array.from({ length: Math.min(slots, jobs.length) }, slot));
  return times;
}
