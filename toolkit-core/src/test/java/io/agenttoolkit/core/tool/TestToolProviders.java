package io.agenttoolkit.core.tool;

/** Providers listed in the test classpath's META-INF/services file. */
public final class TestToolProviders {
    private TestToolProviders() {}

    public static final class Available implements ToolProvider {
        @Override
        public String namespace() {
            return "test/sample";
        }

        @Override
        public Object create(ToolContext context) {
            return new SampleTools();
        }
    }

    public static final class NeedsKey implements ToolProvider {
        @Override
        public String namespace() {
            return "test/keyed";
        }

        @Override
        public Object create(ToolContext context) {
            if (context.env("TEST_KEY") == null) {
                throw new ToolUnavailableException("set TEST_KEY to enable test/keyed");
            }
            return new SampleTools();
        }
    }
}
