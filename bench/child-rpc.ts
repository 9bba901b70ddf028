/**
 * A forked client process that answers requests over IPC (the capacity and fault benches spread
 * their websocket clients over such processes): `request(message, answerType)` sends a message
 * and resolves with the next message of that type, or rejects when the process exits first.
 */
import { fork, type ChildProcess } from 'node:child_process';

export type ChildRpc<M extends { type: string }> = {
  child: ChildProcess;
  request: <T extends M['type']>(message: object, answer: T) => Promise<Extract<M, { type: T }>>;
};

export function forkChild<M extends { type: string }>(
  file: string,
  execArgv: string[] = ['--import', './scripts/hooks/register.mjs', '--import', 'tsx'],
): ChildRpc<M> {
  const child = fork(file, [], {
    execArgv,
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.on('error', () => undefined);
  const request: ChildRpc<M>['request'] = (message, answer) =>
    new Promise((resolve, reject) => {
      if (child.exitCode !== null || child.signalCode !== null)
        return reject(new Error('a client process exited'));
      const onMessage = (m: M) => {
        if (m.type !== answer) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(m as never);
      };
      const onExit = (code: number | null) =>
        reject(new Error(`a client process exited (code ${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(message);
    });
  return { child, request };
}
