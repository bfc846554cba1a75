console.error('Not implemented yet');
process.exit(1);
