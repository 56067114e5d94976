// Loaded with `node --import`: TypeScript on Node through tsx, decorators' metadata polyfill first.
import 'reflect-metadata';
import { register } from 'tsx/esm/api';

register();
