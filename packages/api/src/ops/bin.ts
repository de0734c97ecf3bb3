#!/usr/bin/env node
// The `lcars-server` command (bin/lcars-server.js loads it); the program itself is in cli.ts, which tests import.
import { run } from './cli.js';

process.exitCode = await run(process.argv);
