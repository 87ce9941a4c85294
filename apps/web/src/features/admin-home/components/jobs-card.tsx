import { formatDateTime } from '../../../lib/date-format.ts';
import { useJobs } from '../api/jobs.ts';
import { jobLabel, jobsWithFailures } from './job-labels.ts';

/** 'Pozadinski poslovi': a line when all is well, else the jobs that failed and why. */
export function JobsCard() {
  const jobs = useJobs();
  const failing = jobs.data ? jobsWithFailures(jobs.data.jobs) : [];
  return (
    <section className="card stack" aria-labelledby="jobs-title">
      <h2 id="jobs-title">Pozadinski poslovi</h2>
      {jobs.isError && (
        <p className="alert alert-error" role="alert">
          Greška pri dohvaćanju podataka
        </p>
      )}
      {jobs.data && failing.length === 0 && (
        <p className="muted">Svi pozadinski poslovi ({jobs.data.jobs.length}) rade uredno.</p>
      )}
      {failing.length > 0 && (
        <ul className="item-list" aria-label="Poslovi s greškama">
          {failing.map((job) => (
            <li key={`${job.kind}:${job.name}`} className="item-row">
              <div className="stack-tight">
                <h3 className="item-title">{jobLabel(job.name)}</h3>
                <p className="muted">
                  Neuspjelih pokušaja u zadnja 24 sata: {job.failuresLast24h}
                  {job.lastRunAt && ` · Zadnje pokretanje: ${formatDateTime(job.lastRunAt)}`}
                  {job.nextRunAt && ` · Sljedeće: ${formatDateTime(job.nextRunAt)}`}
                </p>
                {job.lastError && <p className="field-error">{job.lastError}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
