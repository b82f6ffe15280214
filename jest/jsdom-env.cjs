// jsdom with the fetch API's Request, Response and Headers (Node's): jsdom has none, and React
// Router's data routers make a Request for every navigation and a Response for every redirect, so
// a page is tested as its route, loader included (jest.config.cjs). A Request takes jsdom's
// AbortSignal as it is (Node's Request would refuse a signal that is not its own).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchApi extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    if (typeof g.Request === 'undefined') {
      g.Request = class extends Request {
        constructor(input, init = {}) {
          const { signal, ...rest } = init;
          super(input, rest);
          if (signal) Object.defineProperty(this, 'signal', { value: signal });
        }
      };
    }
    if (typeof g.Response === 'undefined') g.Response = Response;
    if (typeof g.Headers === 'undefined') g.Headers = Headers;
  }
}

module.exports = JsdomWithFetchApi;
