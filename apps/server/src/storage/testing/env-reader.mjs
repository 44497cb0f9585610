// A stand-in for the PDF reader's worker that answers every read with the names of its environment
// variables, so a test can see what the reader process was given.
process.on('message', (job) => {
  process.send({ type: 'failed', id: job.id, reason: 'error', message: Object.keys(process.env).join(',') });
});
process.on('disconnect', () => process.exit(0));
