package com.newsx.tools.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class PythonTextTest {

    @Test
    void floatsInPythonsShortestForm() {
        assertEquals("0.1", PythonText.repr(0.1));
        assertEquals("0.30000000000000004", PythonText.repr(0.1 + 0.2));
        assertEquals("2.0", PythonText.repr(2.0));
        assertEquals("-0.0", PythonText.repr(-0.0));
        assertEquals("123456.789", PythonText.repr(123456.789));
        assertEquals("0.0001", PythonText.repr(0.0001), "fixed down to 1e-4");
        assertEquals("1e-05", PythonText.repr(0.00001), "an exponent of two digits at least");
        assertEquals("1000000000000000.0", PythonText.repr(1e15));
        assertEquals("1e+16", PythonText.repr(1e16));
        assertEquals("1.5e-300", PythonText.repr(1.5e-300));
        assertEquals("5e-324", PythonText.repr(Double.MIN_VALUE));
        assertEquals("1.7976931348623157e+308", PythonText.repr(Double.MAX_VALUE));
        assertEquals("0.333", PythonText.repr(0.333));
        assertEquals("nan", PythonText.repr(Double.NaN));
    }

    @Test
    void jsonValuesAsStrAndSortedDumps() throws Exception {
        ObjectMapper json = new ObjectMapper();
        assertEquals("0.6", PythonText.str(json.readTree("0.6")));
        assertEquals("12", PythonText.str(json.readTree("12")));
        assertEquals("3.0", PythonText.str(json.readTree("3.0")), "a JSON float stays a float");
        assertEquals("None", PythonText.str(json.readTree("null")));
        assertEquals("{\"404\": 2, \"feed\": 10, \"home\": 3.5, \"x\": [true, null, \"\\u00e9\\\"\"]}",
                PythonText.dumps(json.readTree("{\"home\": 3.5, \"feed\": 10, \"x\": [true, null, \"é\\\"\"], \"404\": 2}")));
        assertEquals("{}", PythonText.dumps(json.readTree("{}")));
    }
}
